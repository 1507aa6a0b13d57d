// The office's view of visits: the bookings of a day or a week (for the lists and the printable day
// sheet), one booking with its history, and the office's cancel and move, which tell the family by
// email when they gave an address.
import type { Database, Queryable } from "../database"
import { findSlot, type ClosedSpan, type SlotWithPlaces, type VisitSettings } from "../../lib/visits/slots"
import { addDays } from "../../lib/nepal-time/day"
import { bookingByReference, cancelByReference, moveBooking, type BookingRow, type MoveResult } from "./bookings"
import settings from "../../../data/visits.json"
import { isLocale } from "../../lib/i18n/locales"
import type { OfficeVisit, VisitEvent } from "../../lib/office/api"
import type { VisitListRow } from "../../lib/office/inbox"
import { slotsOnDay } from "../../lib/visits/slots"
import { mailSettingsFromEnv, type MailSettings } from "../mail"
import { availableSlots } from "./availability"
import { changeLetter, sendVisitMail } from "./mail"


/** The bookings from `firstDay` ("YYYY-MM-DD" in Nepal) for `days` days, by time, cancelled ones included. */
export async function listVisits(db: Queryable, firstDay: string, days: number): Promise<VisitListRow[]> {
  // A slot id starts with its day, so the days' range is a range of ids.
  const rows = await db.query<BookingRow>(
    `SELECT id, reference, slot_id, people, name, phone, email, interest, note, language, created_at, cancelled_at
       FROM visit_bookings WHERE slot_id >= $1 AND slot_id < $2 ORDER BY slot_id, id`,
    [firstDay, addDays(firstDay, days)],
  )
  return rows.map((row) => ({
    reference: row.reference,
    slot_id: row.slot_id,
    people: Number(row.people),
    name: row.name,
    phone: row.phone,
    email: row.email,
    interest: row.interest,
    note: row.note,
    language: row.language,
    cancelled: row.cancelled_at !== null,
  }))
}

export async function visitWithHistory(db: Queryable, reference: string): Promise<OfficeVisit<string | Date> | null> {
  const booking = await bookingByReference(db, reference.toUpperCase())
  if (!booking) return null
  const history = await db.query<VisitEvent<string | Date>>("SELECT action, detail, changed_by, changed_at FROM visit_events WHERE booking_id = $1 ORDER BY changed_at, id", [
    booking.id,
  ])
  return { booking, history }
}

export function officeCancel(db: Database, reference: string, by: string, now: Date): Promise<BookingRow | null> {
  return cancelByReference(db, reference.toUpperCase(), by, now)
}

/**
 * The times a booking can be moved to, for the office's chooser: the open times a family is offered
 * (the same list and places left), without the booking's own time and those too small for its party.
 * Null for a booking that does not exist or is cancelled.
 */
export async function movableSlots(
  db: Queryable,
  reference: string,
  settings: VisitSettings,
  holidays: readonly ClosedSpan[],
  now: Date,
): Promise<{ people: number; slots: SlotWithPlaces[] } | null> {
  const booking = await bookingByReference(db, reference.toUpperCase())
  if (!booking || booking.cancelled_at) return null
  const people = Number(booking.people)
  const slots = (await availableSlots(db, settings, holidays, now)).filter((slot) => slot.id !== booking.slot_id && slot.left >= people)
  return { people, slots }
}

export type OfficeMove = MoveResult | { ok: false; reason: "slot"; problem: string }

/**
 * The office may move a visit to any time of the weekly pattern that has not begun and is not a closed
 * day, beyond the families' booking window too (it arranges that with the family).
 */
export async function officeMove(
  db: Database,
  reference: string,
  slotId: unknown,
  settings: VisitSettings,
  holidays: readonly ClosedSpan[],
  by: string,
  now: Date,
): Promise<OfficeMove> {
  const unlimited = { ...settings, opensDaysAhead: 3650, closesHoursBefore: 0 }
  const found = findSlot(slotId, unlimited, holidays, now)
  if (!found.ok) return { ok: false, reason: "slot", problem: found.problem }
  return moveBooking(db, reference.toUpperCase(), found.slot, by, now)
}

/**
 * Tells a family, by email when they gave one and mail is configured, that the office cancelled or
 * moved their visit: in the language they booked in, a move with its new time and calendar file.
 */
export async function tellFamilyOfChange(
  booking: BookingRow,
  change: "cancelled" | "moved",
  mail: MailSettings | null = mailSettingsFromEnv(),
  host: string = new URL(process.env.SITE_URL || "http://localhost").host,
  now: Date = new Date(),
): Promise<void> {
  const [day = "", time = ""] = booking.slot_id.split("T")
  const slot = slotsOnDay(day, settings).find((candidate) => candidate.time === time)
  if (!mail || !slot) return
  const visit = { ...booking, people: Number(booking.people), language: isLocale(booking.language) ? booking.language : "en", slot }
  // The calendar file's revision: the seconds since the booking, higher with each later move, with no
  // count to keep.
  const sequence = Math.max(1, Math.floor((now.getTime() - new Date(booking.created_at).getTime()) / 1000))
  await sendVisitMail(mail, [changeLetter(visit, change, host, now, sequence)])
}
