// What a month's calendar page changes as the visitor's clock runs: the grid's mark on today (the
// visitor's day in Nepal), and the coming events, which an event leaves once it has ended. The build
// writes both as its own clock saw them, with every event in the coming list (those out of it hidden),
// so that a visitor whose clock differs finds them all. Plain DOM on the markup CalendarPage writes,
// started by the `calendar-clock` page module; checked at start and each minute.
import { nepalDay } from "../nepal-time/day"

/** On each day of the grid: its day, "YYYY-MM-DD". Today's carries aria-current="date". */
export const CALENDAR_DAY = "data-calendar-day"
/** On the coming events' holder: how many events it shows at most. */
export const COMING_EVENTS = "data-coming-events"
/** On each coming event: the first moment after it, in ms since 1970. */
export const COMING_ENDS = "data-ends"
/** Marks the message shown when no event is coming. */
export const NONE_COMING = "data-none-coming"

const REFRESH_MS = 60_000

/** Marks the day of the grid that is `today` ("YYYY-MM-DD") as the current date, and no other. */
export function markToday(root: ParentNode, today: string): void {
  for (const cell of root.querySelectorAll(`[${CALENDAR_DAY}]`)) {
    if (cell.getAttribute(CALENDAR_DAY) === today) cell.setAttribute("aria-current", "date")
    else cell.removeAttribute("aria-current")
  }
}

/** Shows the first events of the holder's list (in its order) that have not ended at `now`, up to its count. */
export function showComingEvents(holder: Element, now: number): void {
  const limit = Number(holder.getAttribute(COMING_EVENTS)) || 0
  let shown = 0
  for (const item of holder.querySelectorAll<HTMLElement>(`[${COMING_ENDS}]`)) {
    item.hidden = now >= Number(item.getAttribute(COMING_ENDS)) || shown >= limit
    if (!item.hidden) shown++
  }
  for (const list of holder.querySelectorAll<HTMLElement>("ol")) list.hidden = shown === 0
  const none = holder.querySelector<HTMLElement>(`[${NONE_COMING}]`)
  if (none) none.hidden = shown > 0
}

/** The page as it is at `now`. */
export function showCalendarAt(root: ParentNode, now: number): void {
  markToday(root, nepalDay(new Date(now)))
  for (const holder of root.querySelectorAll(`[${COMING_EVENTS}]`)) showComingEvents(holder, now)
}

/** Keeps the calendar in `root` in step with the visitor's clock until `signal` aborts. */
export function startCalendarClock(root: ParentNode, signal: AbortSignal): void {
  const update = () => showCalendarAt(root, Date.now())
  update()
  const timer = window.setInterval(update, REFRESH_MS)
  signal.addEventListener("abort", () => window.clearInterval(timer))
}
