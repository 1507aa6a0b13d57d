// The one way the site writes an amount of money: Nepali rupees with the lakh and crore grouping
// families read (Rs. 1,25,000; रु. १,२५,००० on Nepali pages). Intl gives the grouping and, for
// Nepali, the Devanagari digits; the symbol is written here because Intl's "NPR" currency style
// prints "NPR" or "नेरू" depending on the runtime's locale data.
import type { Locale } from "../i18n/locales"

const NUMBER_LOCALE: Readonly<Record<Locale, string>> = { en: "en-IN", ne: "ne-NP" }
const SYMBOL: Readonly<Record<Locale, string>> = { en: "Rs.", ne: "रु." }

const formats = new Map<Locale, Intl.NumberFormat>()

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2, useGrouping: true })
    formats.set(locale, format)
  }
  return format
}

/** "Rs. 1,25,000" in English, "रु. १,२५,०००" in Nepali; a no-break space keeps the symbol with its amount. */
export function formatRupees(amount: number, locale: Locale): string {
  const sign = amount < 0 ? "-" : ""
  return `${sign}${SYMBOL[locale]}\u00a0${numberFormat(locale).format(Math.abs(amount))}`
}
