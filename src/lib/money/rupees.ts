// The one way the site writes an amount of money: Nepali rupees with the lakh and crore grouping
// families read (Rs. 1,25,000; रु. १,२५,००० on Nepali pages). The grouping comes from Intl's en-IN
// format in both languages, and Nepali digits from toLocaleDigits: browsers' own "ne-NP" data does
// not agree on the grouping (Chromium writes १२५,०००), and the page built on Node must read the same
// once the browser renders it again. The symbol is written here because Intl's "NPR" currency style
// prints "NPR" or "नेरू" depending on the runtime.
import { toLocaleDigits } from "../i18n/digits"
import type { Locale } from "../i18n/locales"

const SYMBOL: Readonly<Record<Locale, string>> = { en: "Rs.", ne: "रु." }

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, useGrouping: true })

/** "Rs. 1,25,000" in English, "रु. १,२५,०००" in Nepali; a no-break space keeps the symbol with its amount. */
export function formatRupees(amount: number, locale: Locale): string {
  const sign = amount < 0 ? "-" : ""
  return `${sign}${SYMBOL[locale]}\u00a0${toLocaleDigits(grouping.format(Math.abs(amount)), locale)}`
}
