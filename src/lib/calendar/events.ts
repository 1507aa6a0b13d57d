// An event of the school calendar as the data states it (days and clock times in Nepal), and the
// moments it starts and ends, which the build and the browser both compare with "now".
import { addDays, nepalMoment } from "../nepal-time/day"
import { hasEnded as windowHasEnded, instantWindow } from "../nepal-time/windows"

export interface EventFields {
  slug: string
  title: string
  category: string
  /** First day, "YYYY-MM-DD" in Nepal. */
  start: string
  /** Last day (included), when the event lasts more than one day. */
  end?: string | null
  /** "HH:MM" in Nepal; an event without times lasts all day. */
  startTime?: string | null
  endTime?: string | null
  location?: string | null
  description?: string | null
}

export interface EventSpan {
  startDay: string
  /** The last day the event covers, included. */
  endDay: string
  allDay: boolean
  /** ISO date-times with Nepal's offset; `endsAt` is the first moment after the event. */
  startsAt: string
  endsAt: string
}

export type CalendarEvent<T extends EventFields = EventFields> = T & EventSpan

export function eventSpan(event: EventFields): EventSpan {
  const endDay = event.end || event.start
  const allDay = !event.startTime
  return {
    startDay: event.start,
    endDay,
    allDay,
    startsAt: nepalMoment(event.start, allDay ? "00:00" : (event.startTime ?? "00:00")),
    endsAt: allDay ? nepalMoment(addDays(endDay, 1)) : nepalMoment(endDay, event.endTime ?? "00:00"),
  }
}

export function withSpan<T extends EventFields>(event: T): CalendarEvent<T> {
  return { ...event, ...eventSpan(event) }
}

/** Sorted by start, then title, so every page and the feed list them in one order. */
export function sortEvents<T extends EventSpan & { title: string }>(events: readonly T[]): T[] {
  return [...events].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title),
  )
}

export function hasEnded(event: EventSpan, now: number): boolean {
  return windowHasEnded(instantWindow(event.startsAt, event.endsAt), now)
}

/** Events that have not ended at `now`, soonest first. */
export function comingEvents<T extends EventSpan & { title: string }>(events: readonly T[], now: number, limit: number): T[] {
  return sortEvents(events.filter((event) => !hasEnded(event, now))).slice(0, limit)
}

export function coversDay(event: EventSpan, isoDay: string): boolean {
  return event.startDay <= isoDay && isoDay <= event.endDay
}

export function overlapsDays(event: EventSpan, firstDay: string, lastDay: string): boolean {
  return event.startDay <= lastDay && event.endDay >= firstDay
}
