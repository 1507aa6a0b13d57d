/** @jest-environment node */
// Visits in the database, against both databases: places counted by the database, a cancel token
// kept only as a hash and good once, a move that frees and takes places together.
import { bookVisit, bookingByToken, cancelByToken, hashToken, moveBooking, placesTaken, type BookingInput } from "../../src/server/visits/bookings"
import { bsYearOf, formatReference } from "../../src/lib/references"
import type { Slot } from "../../src/lib/visits/slots"
import { describeEachDatabase } from "../support/databases"

jest.setTimeout(30_000)

const NOW = new Date("2026-11-27T02:00:00Z")

function slot(id: string, capacity: number): Slot {
  const [day = "", time = ""] = id.split("T")
  return {
    id,
    day,
    bs: { year: 2083, month: 8, day: 13 },
    weekday: 0,
    time,
    endTime: "11:00",
    minutes: 60,
    capacity,
    language: "en",
    startsAt: `${day}T${time}:00+05:45`,
    endsAt: `${day}T11:00:00+05:45`,
  }
}

const FAMILY: BookingInput = {
  name: "Sita Gurung",
  people: 2,
  interest: "school",
  phone: "+9779841234567",
  email: "",
  note: "",
  language: "ne",
}

describeEachDatabase("visit bookings", (db) => {
  const SLOT = slot("2026-11-29T10:00", 5)
  const OTHER = slot("2026-12-01T10:00", 3)

  it("books places with a numbered reference and a cancel token stored only as its hash", async () => {
    const first = await bookVisit(db(), SLOT, FAMILY, "CV", NOW)
    const second = await bookVisit(db(), SLOT, { ...FAMILY, people: 1 }, "CV", NOW)
    expect(first.ok && first.reference).toBe(formatReference("CV", bsYearOf(NOW), 1))
    expect(second.ok && second.reference).toBe(formatReference("CV", bsYearOf(NOW), 2))
    expect((await placesTaken(db(), [SLOT.id, OTHER.id])).get(SLOT.id)).toBe(3)
    if (!first.ok) throw new Error("not booked")
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await db().query<{ cancel_token_hash: string }>("SELECT cancel_token_hash FROM visit_bookings ORDER BY id")
    expect(stored[0]?.cancel_token_hash).toBe(hashToken(first.token))
    expect(JSON.stringify(stored)).not.toContain(first.token)
  })

  it("refuses a party larger than the places left, and keeps nothing of it", async () => {
    await bookVisit(db(), SLOT, { ...FAMILY, people: 4 }, "CV", NOW)
    expect(await bookVisit(db(), SLOT, FAMILY, "CV", NOW)).toEqual({ ok: false, reason: "full", left: 1 })
    expect(await db().query("SELECT id FROM visit_bookings")).toHaveLength(1)
    // The refused booking used no reference number either.
    const next = await bookVisit(db(), SLOT, { ...FAMILY, people: 1 }, "CV", NOW)
    expect(next.ok && next.reference).toBe(formatReference("CV", bsYearOf(NOW), 2))
  })

  it("refuses a party larger than a slot nobody has booked yet, with every place still left", async () => {
    expect(await bookVisit(db(), OTHER, { ...FAMILY, people: OTHER.capacity + 1 }, "CV", NOW)).toEqual({ ok: false, reason: "full", left: OTHER.capacity })
    expect(await db().query("SELECT slot_id FROM visit_bookings")).toHaveLength(0)
  })

  it("refuses, in the database itself, a row holding more than its capacity", async () => {
    await bookVisit(db(), SLOT, FAMILY, "CV", NOW)
    await expect(db().query("UPDATE visit_slots SET booked = capacity + 1")).rejects.toMatchObject({ code: "23514" })
  })

  it("cancels with the family's token, frees the places at once, and refuses the token a second time", async () => {
    await bookVisit(db(), SLOT, { ...FAMILY, people: 3 }, "CV", NOW)
    const booked = await bookVisit(db(), SLOT, FAMILY, "CV", NOW)
    if (!booked.ok) throw new Error("not booked")
    expect(await bookVisit(db(), SLOT, FAMILY, "CV", NOW)).toMatchObject({ ok: false, reason: "full" })
    const cancelled = await cancelByToken(db(), booked.token, NOW)
    expect(cancelled?.reference).toBe(booked.reference)
    expect((await placesTaken(db(), [SLOT.id])).get(SLOT.id)).toBe(3)
    expect(await cancelByToken(db(), booked.token, NOW)).toBeNull()
    expect((await placesTaken(db(), [SLOT.id])).get(SLOT.id)).toBe(3)
    expect((await bookingByToken(db(), booked.token))?.cancelled_at).not.toBeNull()
    expect(await cancelByToken(db(), "x".repeat(43), NOW)).toBeNull()
    // The freed places can be booked again.
    expect(await bookVisit(db(), SLOT, FAMILY, "CV", NOW)).toMatchObject({ ok: true })
  })

  it("moves a booking: the old places freed and the new taken together, or nothing when the new slot is full", async () => {
    const booked = await bookVisit(db(), SLOT, FAMILY, "CV", NOW)
    if (!booked.ok) throw new Error("not booked")
    const moved = await moveBooking(db(), booked.reference, OTHER, "office", NOW)
    expect(moved.ok && moved.booking.slot_id).toBe(OTHER.id)
    const taken = await placesTaken(db(), [SLOT.id, OTHER.id])
    expect([taken.get(SLOT.id), taken.get(OTHER.id)]).toEqual([0, 2])
    const big = await bookVisit(db(), SLOT, { ...FAMILY, people: 4 }, "CV", NOW)
    if (!big.ok) throw new Error("not booked")
    expect(await moveBooking(db(), big.reference, OTHER, "office", NOW)).toEqual({ ok: false, reason: "full", left: 1 })
    const after = await placesTaken(db(), [SLOT.id, OTHER.id])
    expect([after.get(SLOT.id), after.get(OTHER.id)]).toEqual([4, 2])
    const history = await db().query<{ action: string; changed_by: string }>(
      "SELECT action, changed_by FROM visit_events WHERE booking_id = $1 ORDER BY id",
      [booked.id],
    )
    expect(history).toEqual([
      { action: "booked", changed_by: "family" },
      { action: "moved", changed_by: "office" },
    ])
  })

  it("never overbooks the new time, however many moves arrive at once, and keeps nothing of a refused one", async () => {
    const target = slot("2026-12-03T10:00", 4)
    await bookVisit(db(), target, { ...FAMILY, people: 2 }, "CV", NOW)
    const sources = ["2026-11-29T10:00", "2026-11-30T10:00", "2026-12-01T10:00", "2026-12-02T10:00"].map((id) => slot(id, 20))
    const references: string[] = []
    for (let index = 0; index < 20; index += 1) {
      const booked = await bookVisit(db(), sources[index % sources.length]!, { ...FAMILY, people: 1 }, "CV", NOW)
      if (!booked.ok) throw new Error("not booked")
      references.push(booked.reference)
    }
    const results = await Promise.all(references.map((reference) => moveBooking(db(), reference, target, "office", NOW)))
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === "full")).toBe(true)
    const taken = await placesTaken(db(), [target.id, ...sources.map((source) => source.id)])
    expect(taken.get(target.id)).toBe(4)
    // Each place is counted once: where the bookings are now is what the slots hold.
    const rows = await db().query<{ slot_id: string; people: number }>("SELECT slot_id, SUM(people)::int AS people FROM visit_bookings GROUP BY slot_id")
    for (const row of rows) expect(taken.get(row.slot_id)).toBe(Number(row.people))
    const moves = await db().query<{ booking_id: string }>("SELECT booking_id FROM visit_events WHERE action = 'moved'")
    expect(moves).toHaveLength(2)
  })

  it("moves bookings crossing between two times at once without either waiting forever", async () => {
    // Room for all twelve in either time: the moves may commit in any order, and this test is about
    // locks, not about a move finding its new time full.
    const first = slot("2026-11-29T10:00", 12)
    const second = slot("2026-12-01T10:00", 12)
    const here: string[] = []
    const there: string[] = []
    for (let index = 0; index < 6; index += 1) {
      const a = await bookVisit(db(), first, { ...FAMILY, people: 1 }, "CV", NOW)
      const b = await bookVisit(db(), second, { ...FAMILY, people: 1 }, "CV", NOW)
      if (!a.ok || !b.ok) throw new Error("not booked")
      here.push(a.reference)
      there.push(b.reference)
    }
    const results = await Promise.all(here.flatMap((reference, index) => [moveBooking(db(), reference, second, "office", NOW), moveBooking(db(), there[index]!, first, "office", NOW)]))
    expect(results.every((result) => result.ok)).toBe(true)
    const taken = await placesTaken(db(), [first.id, second.id])
    expect([taken.get(first.id), taken.get(second.id)]).toEqual([6, 6])
  })
})
