// The visiting times families may book, worked out from data/visits.json alone: the weekly pattern,
// the booking window (opens N days ahead, closes M hours before a visit), Saturdays, the school's extra
// days without visits and the calendar's holidays. Pure, so the server (which decides) and the page
// (which shows the weekly schedule) agree, and every rule is tested with a fixed clock.
// Every day and clock time here is Nepal's (UTC+05:45), whatever the visitor's or the server's zone.
import { adToBs } from "../nepal-time/bikram-sambat"
import { addDays, nepalDay, nepalMoment, parseIsoDay, weekdayOf, type Day } from "../nepal-time/day"

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** Saturday is the weekly holiday: never a visit, whatever the data says. */
const SATURDAY = 6

export type TourLanguage = "en" | "ne"

export interface WeeklySlot {
  day: string
  /** "HH:MM" in Nepal. */
  time: string
  minutes: number
  capacity: number
  language: string
}

export interface VisitSettings {
  opensDaysAhead: number
  closesHoursBefore: number
  maxParty: number
  weekly: readonly WeeklySlot[]
  closedDays: readonly { date: string }[]
}

/** A span of days (first and last included, "YYYY-MM-DD") on which the school is closed. */
export interface ClosedSpan {
  start: string
  end?: string | null
}

export interface Slot {
  /** "2026-12-01T10:00": the day and start in Nepal; what a booking names. */
  id: string
  /** The AD day, "YYYY-MM-DD". */
  day: string
  bs: Day
  weekday: number
  time: string
  /** "HH:MM" when the visit ends. */
  endTime: string
  minutes: number
  capacity: number
  language: TourLanguage
  /** ISO date-times with Nepal's offset. */
  startsAt: string
  endsAt: string
}

/** A slot as the server answers it: open for booking, with the places it has left. */
export interface SlotWithPlaces {
  id: string
  day: string
  time: string
  endTime: string
  language: string
  startsAt: string
  endsAt: string
  left: number
}

const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/
const HOUR_MS = 60 * 60 * 1000

/** The clock time `minutes` after `time` ("HH:MM"), on the same day. */
export function endTimeOf(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(":").map(Number)
  const total = hours * 60 + mins + minutes
  return `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`
}

function slotOf(day: string, weekly: WeeklySlot): Slot {
  const endTime = endTimeOf(weekly.time, weekly.minutes)
  return {
    id: `${day}T${weekly.time}`,
    day,
    bs: adToBs(parseIsoDay(day)!),
    weekday: weekdayOf(day),
    time: weekly.time,
    endTime,
    minutes: weekly.minutes,
    capacity: weekly.capacity,
    language: weekly.language === "ne" ? "ne" : "en",
    startsAt: nepalMoment(day, weekly.time),
    // A visit ends on the day it starts (the schema keeps it under four hours, in school hours).
    endsAt: nepalMoment(day, endTime),
  }
}

/** Whether the school has no visits on a day: Saturday, an extra day of the data, or a holiday. */
export function isClosedDay(day: string, settings: Pick<VisitSettings, "closedDays">, holidays: readonly ClosedSpan[]): boolean {
  if (weekdayOf(day) === SATURDAY) return true
  if (settings.closedDays.some((closed) => closed.date === day)) return true
  return holidays.some((holiday) => holiday.start <= day && day <= (holiday.end || holiday.start))
}

/** The visits of the weekly pattern on one day, earliest first, open or not. */
export function slotsOnDay(day: string, settings: Pick<VisitSettings, "weekly">): Slot[] {
  const weekday = WEEKDAYS[weekdayOf(day)]
  if (weekday === "saturday") return []
  return settings.weekly
    .filter((weekly) => weekly.day === weekday)
    .map((weekly) => slotOf(day, weekly))
    .sort((a, b) => a.time.localeCompare(b.time))
}

export type SlotProblem = "malformed" | "nonexistent" | "closed" | "past" | "outside-window"

/** What the clock alone says of a visit starting at `starts` (ms): past, closed to booking by the hours before it, or open. */
function clockProblem(starts: number, settings: Pick<VisitSettings, "closesHoursBefore">, now: number): "past" | "outside-window" | null {
  if (starts <= now) return "past"
  return starts - now < settings.closesHoursBefore * HOUR_MS ? "outside-window" : null
}

/** Whether a slot can be booked at `now`: a problem, or null when it is open. */
export function slotProblem(slot: Slot, settings: VisitSettings, holidays: readonly ClosedSpan[], now: Date): SlotProblem | null {
  const clock = clockProblem(Date.parse(slot.startsAt), settings, now.getTime())
  if (clock === "past") return clock
  if (isClosedDay(slot.day, settings, holidays)) return "closed"
  if (slot.day > addDays(nepalDay(now), settings.opensDaysAhead)) return "outside-window"
  return clock
}

/** The slot a booking names ("2026-12-01T10:00"), judged at `now`. */
export function findSlot(
  id: unknown,
  settings: VisitSettings,
  holidays: readonly ClosedSpan[],
  now: Date,
): { ok: true; slot: Slot } | { ok: false; problem: SlotProblem } {
  const match = typeof id === "string" ? SLOT_ID.exec(id) : null
  if (!match || !parseIsoDay(match[1]!)) return { ok: false, problem: "malformed" }
  const slot = slotsOnDay(match[1]!, settings).find((candidate) => candidate.time === match[2])
  if (!slot) return { ok: false, problem: "nonexistent" }
  const problem = slotProblem(slot, settings, holidays, now)
  return problem ? { ok: false, problem } : { ok: true, slot }
}

/** The slots of a booking window on its days with visits, and when each starts (ms). */
interface WindowSlots {
  today: string
  holidays: readonly ClosedSpan[]
  slots: readonly Slot[]
  starts: readonly number[]
}

// Worked out once a Nepal day for each settings and holidays: a slot's BS date is costly to compute,
// and on a busy morning the list is asked for hundreds of times a second. What is kept depends only on
// the day (closed days, the window's last day); the clock is judged on every call, by slotProblem's rule.
const windows = new WeakMap<VisitSettings, WindowSlots>()

function windowSlots(settings: VisitSettings, holidays: readonly ClosedSpan[], today: string): WindowSlots {
  const cached = windows.get(settings)
  if (cached && cached.today === today && cached.holidays === holidays) return cached
  const slots: Slot[] = []
  for (let offset = 0; offset <= settings.opensDaysAhead; offset += 1) {
    for (const slot of slotsOnDay(addDays(today, offset), settings)) {
      if (!isClosedDay(slot.day, settings, holidays)) slots.push(slot)
    }
  }
  const computed = { today, holidays, slots, starts: slots.map((slot) => Date.parse(slot.startsAt)) }
  windows.set(settings, computed)
  return computed
}

/**
 * Every slot open for booking at `now`, soonest first: from today in Nepal to the window's last day,
 * as slotProblem judges each one. The slots are shared between calls: read them, do not change them.
 */
export function openSlots(settings: VisitSettings, holidays: readonly ClosedSpan[], now: Date): Slot[] {
  const { slots, starts } = windowSlots(settings, holidays, nepalDay(now))
  return slots.filter((_, index) => clockProblem(starts[index]!, settings, now.getTime()) === null)
}

/** The calendar's events that close the school: those of the holiday category. */
export function holidaySpans(events: readonly { category: string; start: string; end?: string | null }[]): ClosedSpan[] {
  return events.filter((event) => event.category === "holiday").map(({ start, end }) => ({ start, end: end ?? null }))
}
