// createPages for the school calendar: /calendar/ (today's month) and one page per BS month of the
// school year, all from src/templates/calendar-month.tsx. The context says which month a page
// shows; the template queries the texts and events itself.
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { calendarMonthPath } from "../../lib/calendar/paths"
import { LOCALES, localizedPath } from "../../lib/i18n/locales"
import { nepalDay } from "../../lib/nepal-time/day"
import { buildNow } from "../build-now"
import { monthRanges, planCalendarPages } from "./plan"

interface EventDaysResult {
  allEventsJson: { nodes: { start: string; end: string | null }[] }
}

const CALENDAR_TEMPLATE = "src/templates/calendar-month.tsx"

export async function createCalendarPages({ graphql, actions, reporter }: CreatePagesArgs, root: string): Promise<void> {
  const result = await graphql<EventDaysResult>(`
    query CalendarEventDays {
      allEventsJson(filter: { locale: { eq: "en" } }) {
        nodes {
          start
          end
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the events in data/events/.", result.errors)
    return
  }
  const now = buildNow()
  const days = result.data.allEventsJson.nodes.flatMap((event) => [event.start, event.end ?? event.start])
  const pages = planCalendarPages(days, nepalDay(now))
  const months = monthRanges(pages)
  const component = path.resolve(root, CALENDAR_TEMPLATE)
  for (const locale of LOCALES) {
    const localMonths = months.map((range) => ({ ...range, path: localizedPath(range.path, locale) }))
    for (const page of pages) {
      const position = months.findIndex((range) => range.path === calendarMonthPath(page.month))
      actions.createPage({
        path: localizedPath(page.path, locale),
        component,
        context: {
          locale,
          year: page.month.year,
          month: page.month.month,
          now: now.toISOString(),
          isToday: page.isToday,
          previous: localMonths[position - 1]?.path ?? null,
          next: localMonths[position + 1]?.path ?? null,
          // Only /calendar/ needs the table of month pages, to move a visitor on to their month.
          months: page.isToday ? localMonths : null,
        },
      })
    }
  }
}
