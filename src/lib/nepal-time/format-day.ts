// How a day is written, from the words of a language given to it: texts.ts passes them from data/, and
// the results page's script (which bundles no data) the words its page carries.
import { toLocaleDigits } from "../i18n/digits"
import type { Locale } from "../i18n/locales"
import { fillPlaceholders } from "../placeholders"
import type { Calendar, Day } from "./day"

/** Of data/dates.json: the day's pattern ("{month} {day}, {year}") and the month names of each calendar. */
export interface DayWords {
  day: string
  bsMonths: readonly string[]
  adMonths: readonly string[]
}

export function formatDayWith(words: DayWords, calendar: Calendar, day: Day, locale: Locale): string {
  const month = (calendar === "bs" ? words.bsMonths : words.adMonths)[day.month - 1] ?? ""
  return toLocaleDigits(fillPlaceholders(words.day, { year: String(day.year), month, day: String(day.day) }), locale)
}

/** The order a date's parts are asked in: an AD date day first, a BS date as Nepali writes it, साल, महिना, गते. */
export const DATE_PART_ORDER: Readonly<Record<Calendar, readonly ("day" | "month" | "year")[]>> = {
  ad: ["day", "month", "year"],
  bs: ["year", "month", "day"],
}
