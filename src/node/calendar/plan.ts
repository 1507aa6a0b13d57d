// Which calendar pages the build makes: one per BS month of the school years the events cover (and
// the year of the build's today), and /calendar/ showing today's month. Pure, shared by createPages
// and the route list.
import { bsMonthInfo, type BsMonth } from "../../lib/nepal-time/bs-month"
import { bsMonthOf } from "../../lib/nepal-time/bikram-sambat"
import { CALENDAR_PATH, calendarMonthPath, planCalendarMonths } from "../../lib/calendar/paths"
import type { MonthRange } from "../../lib/calendar/today-month"

export interface CalendarPage {
  path: string
  month: BsMonth
  /** The page of today's month at /calendar/, which moves visitors on when their month differs. */
  isToday: boolean
}

export function planCalendarPages(eventDays: readonly string[], today: string): CalendarPage[] {
  const months = planCalendarMonths(eventDays, today)
  return [
    { path: CALENDAR_PATH, month: bsMonthOf(today), isToday: true },
    ...months.map((month) => ({ path: calendarMonthPath(month), month, isToday: false })),
  ]
}

export function monthRanges(pages: readonly CalendarPage[]): MonthRange[] {
  return pages
    .filter((page) => !page.isToday)
    .map((page) => {
      const info = bsMonthInfo(page.month)
      return { path: page.path, first: info.firstDay, last: info.lastDay }
    })
}
