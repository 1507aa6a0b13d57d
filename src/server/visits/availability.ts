// Which visiting times are open and how many places each has left: one answer for the families' list
// (GET /api/visits/slots), the next times offered when theirs is full, and the office's choice of a
// time to move a booking to, so the office is offered exactly what a family would be.
import { openSlots, type ClosedSpan, type Slot, type SlotWithPlaces, type VisitSettings } from "../../lib/visits/slots"
import type { Queryable } from "../database"
import { placesTaken } from "./bookings"

export function slotWithPlaces(slot: Slot, taken: number): SlotWithPlaces {
  const { id, day, time, endTime, language, startsAt, endsAt } = slot
  return { id, day, time, endTime, language, startsAt, endsAt, left: Math.max(0, slot.capacity - taken) }
}

/** Every slot open for booking at `now`, soonest first, with its places left. */
export async function availableSlots(db: Queryable, settings: VisitSettings, holidays: readonly ClosedSpan[], now: Date): Promise<SlotWithPlaces[]> {
  const slots = openSlots(settings, holidays, now)
  const taken = await placesTaken(db, slots.map((slot) => slot.id))
  return slots.map((slot) => slotWithPlaces(slot, taken.get(slot.id) ?? 0))
}
