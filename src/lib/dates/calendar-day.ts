// A calendar day in numbers and words. Every date the site shows goes through here: a fixed day
// written in data ("2023-01-04"), Nepal's today, and the day a parent started a saved draft.
// Nepal is UTC+5:45 all year; the school's "today" is Nepal's, whatever the visitor's time zone.
export const SCHOOL_TIME_ZONE = "Asia/Kathmandu"

export interface CalendarDay {
  year: number
  /** 1 to 12. */
  month: number
  day: number
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
export function calendarDayIn(now: Date, timeZone: string | undefined = SCHOOL_TIME_ZONE): CalendarDay {
  const numeric = partsOf(now, timeZone, { year: "numeric", month: "numeric", day: "numeric" })
  const named = partsOf(now, timeZone, { weekday: "long", month: "long" })
  const year = Number(numeric.year)
  const month = Number(numeric.month)
  const day = Number(numeric.day)
  return {
    year,
    month,
    day,
    weekday: named.weekday ?? "",
    monthName: named.month ?? "",
    iso: `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  }
}

/** A fixed day written YYYY-MM-DD in data, read as UTC so the prebuilt HTML and every browser agree. */
export function calendarDay(iso: string): CalendarDay {
  const [, year = NaN, month = NaN, day = NaN] = (ISO_DAY.exec(iso) ?? []).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is a mistake in the data.
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day) throw new Error(`"${iso}" is not a day written YYYY-MM-DD.`)
  return calendarDayIn(date, "UTC")
}

/** The site's long date, "April 14, 2025" (month name, day, year). */
export function formatLongDate(day: CalendarDay): string {
  return `${day.monthName} ${day.day}, ${day.year}`
}
