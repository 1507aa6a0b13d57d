// The calendar's addresses: the page of "today's" month, one page per BS month, the feed and one
// .ics file per event.
// Each language has its own feed and event files (the Nepali ones under /ne/, with the Nepali words).
import { DEFAULT_LOCALE, localizedPath, unlocalizedPath, type Locale } from "../i18n/locales"
import { bsMonthOf, type BsMonth } from "../nepal-time/bikram-sambat"

export const CALENDAR_PATH = "/calendar/"
export const CALENDAR_FEED_PATH = "/calendar.ics"

/** Whether a page is "/calendar/" in either language: the page that may move on to today's month. */
export function isTodayCalendarPath(path: string): boolean {
  return unlocalizedPath(path) === CALENDAR_PATH
}

export function calendarMonthPath({ year, month }: BsMonth): string {
  return `${CALENDAR_PATH}${year}/${String(month).padStart(2, "0")}/`
}

/** The calendar feed in a language: /calendar.ics, /ne/calendar.ics. */
export function calendarFeedPath(locale: Locale): string {
  return localizedPath(CALENDAR_FEED_PATH, locale)
}

export function eventIcsPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(`${CALENDAR_PATH}events/${slug}.ics`, locale)
}

/** Where an event is described: its anchor on the page of the month it starts in. */
export function eventPath(event: { slug: string; startDay: string }): string {
  return `${calendarMonthPath(bsMonthOf(event.startDay))}#${event.slug}`
}

/**
 * The months that get a page: every month of each BS year (Baisakh to Chaitra, the school year) from
 * the earliest to the latest year that has an event or today.
 */
export function planCalendarMonths(eventDays: readonly string[], today: string): BsMonth[] {
  const years = [...eventDays, today].map((day) => bsMonthOf(day).year)
  const months: BsMonth[] = []
  for (let year = Math.min(...years); year <= Math.max(...years); year++) {
    for (let month = 1; month <= 12; month++) months.push({ year, month })
  }
  return months
}
