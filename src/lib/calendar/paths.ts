// The calendar's addresses: the page of "today's" month, one page per BS month, the feed and one
// .ics file per event.
import { bsMonthOf, type BsMonth } from "./bs-month"

export const CALENDAR_PATH = "/calendar/"
export const CALENDAR_FEED_PATH = "/calendar.ics"

export function calendarMonthPath({ year, month }: BsMonth): string {
  return `${CALENDAR_PATH}${year}/${String(month).padStart(2, "0")}/`
}

export function eventIcsPath(slug: string): string {
  return `${CALENDAR_PATH}events/${slug}.ics`
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
