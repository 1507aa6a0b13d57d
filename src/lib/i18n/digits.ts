// Numbers as each language writes them: Nepali pages use the Devanagari digits ० to ९. Only what a
// visitor reads goes through here; addresses, datetime attributes, phone links and feeds keep ASCII.
import type { Locale } from "./locales"

const DIGITS: Readonly<Record<Locale, string | null>> = {
  en: null,
  ne: "०१२३४५६७८९",
}

/** Every ASCII digit of `text` in the language's own digits. */
export function toLocaleDigits(text: string | number, locale: Locale): string {
  const digits = DIGITS[locale]
  const written = String(text)
  return digits ? written.replace(/[0-9]/g, (digit) => digits[Number(digit)]!) : written
}
