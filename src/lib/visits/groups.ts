// The open times grouped as the visit page shows them: by day, and by week. A week is Nepal's
// working week, Sunday to Friday (Saturday is the weekly holiday), so a family reads "this week"
// and "next week" as they do at school.
import { addDays, weekdayOf } from "../nepal-time/day"

/** How many of the soonest open times the visit page shows above the weeks. */
export const SOONEST = 3

/** Slots by day ("YYYY-MM-DD"), in the order given (soonest first). */
export function slotsByDay<T extends { day: string }>(slots: readonly T[]): T[][] {
  const days = new Map<string, T[]>()
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days.values()]
}

/** The Sunday a day's week starts on. */
export function weekOf(day: string): string {
  return addDays(day, -weekdayOf(day))
}

export interface SlotWeek<T> {
  /** The Sunday the week starts on. */
  start: string
  /** Its first and last days with an open time. */
  first: string
  last: string
  days: T[][]
}

/** Slots by week, then by day; weeks without an open time are left out. */
export function slotsByWeek<T extends { day: string }>(slots: readonly T[]): SlotWeek<T>[] {
  const weeks = new Map<string, T[]>()
  for (const slot of slots) {
    const start = weekOf(slot.day)
    weeks.set(start, [...(weeks.get(start) ?? []), slot])
  }
  return [...weeks.entries()].map(([start, inWeek]) => ({ start, first: inWeek[0]!.day, last: inWeek[inWeek.length - 1]!.day, days: slotsByDay(inWeek) }))
}
