// Today's date as the school sees it: in Nepal time, whatever the visitor's own time zone
// (docs/behaviour.md#date-tile). Nepal is UTC+5:45 all year.
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

function partsOf(now: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...options }).formatToParts(now)
  return Object.fromEntries(parts.map((part) => [part.type, part.value]))
}

export function calendarDayIn(now: Date, timeZone = SCHOOL_TIME_ZONE): CalendarDay {
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

/** The site's date format 'MMMM D, YYYY': "April 14, 2025". */
export function formatLongDate(day: CalendarDay): string {
  return `${day.monthName} ${day.day}, ${day.year}`
}
