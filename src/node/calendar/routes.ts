// The calendar's page addresses for the route list, read from data/events/ and the build's today.
import { nepalDay } from "../../lib/nepal-time/day"
import { buildNow } from "../build-now"
import { planCalendarPages } from "./plan"
import { readEvents } from "./read-events"

export function calendarRoutes(dataDir: string, now: Date = buildNow()): string[] {
  const days = readEvents(dataDir).flatMap((event) => [event.startDay, event.endDay])
  return planCalendarPages(days, nepalDay(now)).map((page) => page.path)
}
