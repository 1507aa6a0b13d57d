// Booking, cancelling and moving a visit in the database. The places of a slot are counted in its
// row of visit_slots, changed only by an UPDATE whose WHERE clause refuses more than the capacity:
// PostgreSQL locks the row for the transaction, and a second booking waiting on that lock re-reads the
// row before its WHERE is judged again, so two requests can never both take the last place (and the
// table's CHECK refuses it even if the code did not). PGlite runs one transaction at a time.
import { createHash, randomBytes } from "node:crypto"
import type { VisitBooking } from "../../lib/office/api"
import type { Slot } from "../../lib/visits/slots"
import { isUniqueViolation } from "../db"
import type { Database, Queryable } from "../database"
import { bsYearOf, formatReference } from "../../lib/references"

export interface BookingInput {
  name: string
  people: number
  interest: string
  /** E.164, as the phone check gives it. */
  phone: string
  email: string
  note: string
  /** The page's language: the family's mail is written in it. */
  language: "en" | "ne"
}

/** The page's Idempotency-Key for one booking attempt, and the fingerprint of what it asked for. */
export interface BookingRequest {
  key: string
  fingerprint: string
}

export type BookResult =
  /**
   * repeated: the key had brought this booking before; slotId and people are the booking's now, and
   * slotBooked the places taken in that slot, this booking's among them.
   */
  | { ok: true; reference: string; token: string; id: string; repeated: boolean; slotId: string; people: number; slotBooked: number }
  | { ok: false; reason: "full"; left: number }
  /** The key had brought another booking: nothing changes. */
  | { ok: false; reason: "key-reused" }

/** Thrown inside the transaction so that nothing of a refused booking is kept. */
class SlotFull extends Error {
  constructor(readonly left: number) {
    super("slot full")
  }
}

/** The family's cancel token: 32 random bytes, in the link only; the database keeps its hash. */
export function newCancelToken(): string {
  return randomBytes(32).toString("base64url")
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isCancelToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value)
}

/**
 * Takes `people` places of the slot at `capacity`, or none, in one statement, and gives the places now
 * taken. The capacity comes from the data of the moment, so a school that adds places sees them at
 * once; lowering it below what is booked keeps the bookings and takes no more. A slot's row is made by
 * its first booking; PostgreSQL judges the WHERE of a conflicting row on its latest version, after the
 * row lock, as it would an UPDATE's.
 */
async function takePlaces(tx: Queryable, slot: Pick<Slot, "id" | "startsAt">, capacity: number, people: number): Promise<number> {
  // More than the slot ever holds would break the table's CHECK on a first booking: refused here instead.
  if (people <= capacity) {
    const [taken] = await tx.query<{ booked: number }>(
      `INSERT INTO visit_slots AS slot (slot_id, starts_at, capacity, booked) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slot_id) DO UPDATE SET capacity = EXCLUDED.capacity, booked = slot.booked + EXCLUDED.booked
         WHERE slot.booked + EXCLUDED.booked <= EXCLUDED.capacity
       RETURNING booked`,
      [slot.id, slot.startsAt, capacity, people],
    )
    if (taken) return Number(taken.booked)
  }
  const [row] = await tx.query<{ booked: number }>("SELECT booked FROM visit_slots WHERE slot_id = $1", [slot.id])
  throw new SlotFull(Math.max(0, capacity - Number(row?.booked ?? 0)))
}

async function record(tx: Queryable, bookingId: string | number, action: string, detail: string, by: string, now: Date): Promise<void> {
  await tx.query("INSERT INTO visit_events (booking_id, action, detail, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5)", [
    bookingId,
    action,
    detail,
    by,
    now.toISOString(),
  ])
}

/**
 * The booking a key brought before, answered again. Its first cancel token cannot be: only its hash
 * is kept, and it reached the family (in the first answer, which may be the one that got lost, and in
 * their mail) or nobody. Nor is any token made from the key, which lives in the page's storage. So a
 * repeat is given a fresh token of its own, kept (as a hash) beside the first in visit_cancel_tokens:
 * whichever answer reached the family, its link shows and cancels the one booking, once. Getting one
 * takes the key (random, made in the family's browser, sent only in a header) and the same answers.
 */
async function repeatOf(tx: Queryable, request: BookingRequest, now: Date): Promise<BookResult | null> {
  const [booking] = await tx.query<{ id: string; reference: string; slot_id: string; people: number; request_fingerprint: string; booked: number }>(
    `SELECT b.id, b.reference, b.slot_id, b.people, b.request_fingerprint, s.booked
       FROM visit_bookings b JOIN visit_slots s ON s.slot_id = b.slot_id WHERE b.idempotency_key = $1`,
    [request.key],
  )
  if (!booking) return null
  if (booking.request_fingerprint !== request.fingerprint) return { ok: false, reason: "key-reused" }
  const token = newCancelToken()
  await tx.query("INSERT INTO visit_cancel_tokens (token_hash, booking_id, created_at) VALUES ($1, $2, $3)", [hashToken(token), booking.id, now.toISOString()])
  return { ok: true, reference: booking.reference, token, id: String(booking.id), repeated: true, slotId: booking.slot_id, people: Number(booking.people), slotBooked: Number(booking.booked) }
}

export async function bookVisit(
  db: Database,
  slot: Slot,
  input: BookingInput,
  prefix: string,
  now: Date = new Date(),
  request: BookingRequest | null = null,
): Promise<BookResult> {
  const token = newCancelToken()
  try {
    return await db.transaction(async (tx) => {
      const known = request ? await repeatOf(tx, request, now) : null
      if (known) return known
      let slotBooked: number
      try {
        slotBooked = await takePlaces(tx, slot, slot.capacity, input.people)
      } catch (error) {
        // A repeat sent at once (PostgreSQL): the first of them committed the booking, and its places,
        // after this one looked for its key. Each statement sees what was committed before it began,
        // so the key is looked for again: it is the repeat it is, and takes nothing.
        const repeat = error instanceof SlotFull && request ? await repeatOf(tx, request, now) : null
        if (repeat) return repeat
        throw error
      }
      const year = bsYearOf(now)
      const [counter] = await tx.query<{ last_number: number }>(
        `INSERT INTO visit_reference_counters (bs_year, last_number) VALUES ($1, 1)
         ON CONFLICT (bs_year) DO UPDATE SET last_number = visit_reference_counters.last_number + 1
         RETURNING last_number`,
        [year],
      )
      const reference = formatReference(prefix, year, Number(counter?.last_number))
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO visit_bookings
           (reference, slot_id, people, name, phone, email, interest, note, language, cancel_token_hash, created_at, idempotency_key, request_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          reference, slot.id, input.people, input.name, input.phone, input.email, input.interest, input.note, input.language,
          hashToken(token), now.toISOString(), request?.key ?? null, request?.fingerprint ?? "",
        ],
      )
      await record(tx, row!.id, "booked", slot.id, "family", now)
      return { ok: true as const, reference, token, id: String(row!.id), repeated: false, slotId: slot.id, people: input.people, slotBooked }
    })
  } catch (error) {
    // Repeats arriving at once (PostgreSQL), both finding no booking of their key: the second is rolled
    // back by the key's UNIQUE, having kept nothing, and is answered as the repeat it is.
    if (request && isUniqueViolation(error)) {
      const known = await db.transaction((tx) => repeatOf(tx, request, now))
      if (known) return known
    }
    if (error instanceof SlotFull) return { ok: false, reason: "full", left: error.left }
    throw error
  }
}

/**
 * Places taken per slot, for the slots named. As one JSON object rather than a row a slot: the list of
 * open slots is asked for on every visit to the booking page, and reading a row costs more than the
 * database's own work on it (200 rows: 1.7 ms a call on PGlite, as one object 0.6 ms).
 */
export async function placesTaken(db: Queryable, slotIds: readonly string[]): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map()
  const [row] = await db.query<{ taken: Record<string, number> | null }>(
    "SELECT json_object_agg(slot_id, booked) AS taken FROM visit_slots WHERE slot_id = ANY($1::text[])",
    [[...slotIds]],
  )
  return new Map(Object.entries(row?.taken ?? {}).map(([slotId, booked]) => [slotId, Number(booked)]))
}

/** A booking as its row holds it: the office's answers send it as it is (lib/office/api.ts). */
export type BookingRow = VisitBooking<string | Date>

const BOOKING_COLUMNS = "id, reference, slot_id, people, name, phone, email, interest, note, language, created_at, cancelled_at"

/** The booking a cancel link names, cancelled or not; null for a token nobody was given. */
/** The booking of a token's hash ($1): the first one given, or one a repeat was given (repeatOf). */
const OF_TOKEN = "(cancel_token_hash = $1 OR id IN (SELECT booking_id FROM visit_cancel_tokens WHERE token_hash = $1))"

export async function bookingByToken(db: Queryable, token: string): Promise<BookingRow | null> {
  const rows = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM visit_bookings WHERE ${OF_TOKEN}`, [hashToken(token)])
  return rows[0] ?? null
}

export async function bookingByReference(db: Queryable, reference: string): Promise<BookingRow | null> {
  const rows = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM visit_bookings WHERE reference = $1`, [reference])
  return rows[0] ?? null
}

/** `where` is a condition on $1, the value. */
async function cancelWhere(db: Database, where: string, value: string, by: string, now: Date): Promise<BookingRow | null> {
  return db.transaction(async (tx) => {
    // Only a booking not yet cancelled matches: a replayed link or a second click changes nothing.
    const [booking] = await tx.query<BookingRow>(
      `UPDATE visit_bookings SET cancelled_at = $2 WHERE ${where} AND cancelled_at IS NULL RETURNING ${BOOKING_COLUMNS}`,
      [value, now.toISOString()],
    )
    if (!booking) return null
    await tx.query("UPDATE visit_slots SET booked = booked - $2 WHERE slot_id = $1", [booking.slot_id, booking.people])
    await record(tx, booking.id, "cancelled", "", by, now)
    return booking
  })
}

/** Cancels the booking of a family's link and frees its places at once; null when there is none to cancel. */
export function cancelByToken(db: Database, token: string, now: Date = new Date()): Promise<BookingRow | null> {
  return cancelWhere(db, OF_TOKEN, hashToken(token), "family", now)
}

/** The office cancels a booking by its reference. */
export function cancelByReference(db: Database, reference: string, by: string, now: Date = new Date()): Promise<BookingRow | null> {
  return cancelWhere(db, "reference = $1", reference, by, now)
}

export type MoveResult = { ok: true; booking: BookingRow } | { ok: false; reason: "unknown" | "cancelled" | "same" | "full"; left?: number }

/**
 * The office moves a booking to another slot, in one transaction: the old places are freed and the new
 * taken by the same guarded UPDATE as a booking's (takePlaces), so a move never overbooks its new time,
 * and a refused move changes nothing. Both slots' rows are locked first, in the order of their ids:
 * two moves crossing between the same two times then wait for each other instead of deadlocking.
 */
export async function moveBooking(db: Database, reference: string, to: Slot, by: string, now: Date = new Date()): Promise<MoveResult> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM visit_bookings WHERE reference = $1 FOR UPDATE`, [reference])
      if (!booking) return { ok: false as const, reason: "unknown" as const }
      if (booking.cancelled_at) return { ok: false as const, reason: "cancelled" as const }
      if (booking.slot_id === to.id) return { ok: false as const, reason: "same" as const }
      await tx.query("INSERT INTO visit_slots (slot_id, starts_at, capacity) VALUES ($1, $2, $3) ON CONFLICT (slot_id) DO NOTHING", [to.id, to.startsAt, to.capacity])
      await tx.query("SELECT slot_id FROM visit_slots WHERE slot_id = ANY($1) ORDER BY slot_id FOR UPDATE", [[booking.slot_id, to.id]])
      await tx.query("UPDATE visit_slots SET booked = booked - $2 WHERE slot_id = $1", [booking.slot_id, booking.people])
      await takePlaces(tx, to, to.capacity, booking.people)
      const [moved] = await tx.query<BookingRow>(`UPDATE visit_bookings SET slot_id = $2 WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`, [booking.id, to.id])
      await record(tx, booking.id, "moved", `${booking.slot_id} → ${to.id}`, by, now)
      return { ok: true as const, booking: moved! }
    })
  } catch (error) {
    if (error instanceof SlotFull) return { ok: false, reason: "full", left: error.left }
    throw error
  }
}
