// A calendar day in numbers and words. Every date the site shows goes through here: a fixed day
// written in data ("2023-01-04"), Nepal's today, and the day a parent started a saved draft.
// Nepal is UTC+5:45 all year; the school's "today" is Nepal's, whatever the visitor's time zone.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { formatDay, monthName, weekdayName } from "./date-texts"

export const SCHOOL_TIME_ZONE = "Asia/Kathmandu"

export interface CalendarDay {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  /** The weekday's and the month's names in the language asked for. */
  weekday: string
  monthName: string
  /** "2025-04-14", for <time dateTime>. */
  iso: string
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function partsOf(now: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...options }).formatToParts(now)
  return Object.fromEntries(parts.map((part) => [part.type, part.value]))
}

/** The day `now` falls on in a time zone; `undefined` is the visitor's own. */
export function calendarDayIn(now: Date, timeZone: string | undefined = SCHOOL_TIME_ZONE, locale: Locale = DEFAULT_LOCALE): CalendarDay {
  const numeric = partsOf(now, timeZone, { year: "numeric", month: "numeric", day: "numeric" })
  const year = Number(numeric.year)
  const month = Number(numeric.month)
  const day = Number(numeric.day)
  return {
    year,
    month,
    day,
    weekday: weekdayName(new Date(Date.UTC(year, month - 1, day)).getUTCDay(), locale),
    monthName: monthName("ad", month, locale),
    iso: `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  }
}

/** The parts of a "YYYY-MM-DD" day, or null when the text is not a day that exists. */
export function parseIsoDay(isoDay: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(isoDay)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is a mistake in the data.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** A fixed day written YYYY-MM-DD in data, read as UTC so the prebuilt HTML and every browser agree. */
export function calendarDay(iso: string, locale: Locale = DEFAULT_LOCALE): CalendarDay {
  const parts = parseIsoDay(iso)
  if (!parts) throw new Error(`"${iso}" is not a day written YYYY-MM-DD.`)
  return calendarDayIn(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)), "UTC", locale)
}

/** The site's long AD date: "April 14, 2025" in English, "२०२५ अप्रिल १४" in Nepali. */
export function formatLongDate(day: CalendarDay, locale: Locale = DEFAULT_LOCALE): string {
  return formatDay("ad", day, locale)
}
