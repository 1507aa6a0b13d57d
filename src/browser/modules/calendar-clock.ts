// A calendar month: today's mark and the coming events kept to the visitor's clock. /calendar/ sends a
// visitor whose month is another one on from its head, before the page is drawn.
import { startCalendarClock } from "../../lib/calendar/calendar-clock"

export function start(element: HTMLElement, signal: AbortSignal): void {
  startCalendarClock(element, signal)
}
