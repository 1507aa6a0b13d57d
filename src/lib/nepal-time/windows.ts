// Whether a dated item (a notice, an alert, an event) is shown at a given moment. The same rule runs at build,
// which leaves out what is not shown, and in the browser, which hides what has expired since the build:
// the site may go weeks without a rebuild.
// From day-instants.ts alone: this rule runs on every page (site alerts), and must not bring the rest
// of the day code, the month names or the Bikram Sambat conversion tables into every page's first
// script.
import { nepalDayEnd, nepalDayStart } from "./day-instants"

/** A span of time as instants (ms since 1970): from `starts` (included) until `ends` (excluded). */
export interface TimeWindow {
  starts?: number | null
  ends?: number | null
}

/** The window of whole days in Nepal from `firstDay` through `lastDay` (both shown); either may be open. */
export function dayWindow(firstDay?: string | null, lastDay?: string | null): TimeWindow {
  return {
    starts: firstDay ? nepalDayStart(firstDay) : null,
    ends: lastDay ? nepalDayEnd(lastDay) : null,
  }
}

/** The window between two ISO date-times written with their offset ("2026-07-20T06:00:00+05:45"). */
export function instantWindow(starts?: string | null, ends?: string | null): TimeWindow {
  return {
    starts: starts ? Date.parse(starts) : null,
    ends: ends ? Date.parse(ends) : null,
  }
}

export function isActive({ starts, ends }: TimeWindow, now: number | Date): boolean {
  const at = typeof now === "number" ? now : now.getTime()
  return (starts == null || at >= starts) && (ends == null || at < ends)
}

/** Whether the window has closed at `now` (an item that has not started yet has not expired). */
export function hasEnded({ ends }: TimeWindow, now: number | Date): boolean {
  const at = typeof now === "number" ? now : now.getTime()
  return ends != null && at >= ends
}
