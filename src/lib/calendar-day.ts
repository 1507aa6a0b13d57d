// A fixed calendar day (a "YYYY-MM-DD" text from data) in words. Read as UTC so the prebuilt HTML and
// every visitor's browser agree, whatever their time zone.
export interface CalendarDay {
  /** "2023-01-04", for <time dateTime>. */
  iso: string
  weekday: string
  day: number
  month: string
  year: number
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export function calendarDay(iso: string, locale = "en"): CalendarDay {
  const [, year = NaN, month = NaN, day = NaN] = (ISO_DAY.exec(iso) ?? []).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is a mistake in the data.
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day) throw new Error(`"${iso}" is not a day written YYYY-MM-DD.`)
  const words = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date)
  return { iso, weekday: words({ weekday: "long" }), day, month: words({ month: "long" }), year }
}
