/** @jest-environment node */
// Visits in the office's calls, against both databases: the day's and the week's bookings, one with
// its history, the open times a booking can move to, the office's cancel and move (the family told),
// and nothing without a session.
import { setAccount } from "../../src/server/office/accounts"
import { officeHandler } from "../../src/server/office/handler"
import { bookVisit, type BookingRow } from "../../src/server/visits/bookings"
import { findSlot, type VisitSettings } from "../../src/lib/visits/slots"
import { serveFunction, type ApiServer } from "../support/api-server"
import { describeEachDatabase } from "../support/databases"

jest.setTimeout(60_000)

const PASSWORD = "correct horse battery"
// Friday 2026-11-27, 07:45 in Nepal.
const NOW = new Date("2026-11-27T02:00:00Z")
const SETTINGS: VisitSettings = {
  opensDaysAhead: 10,
  closesHoursBefore: 18,
  maxParty: 4,
  weekly: [
    { day: "sunday", time: "10:00", minutes: 60, capacity: 5, language: "ne" },
    { day: "monday", time: "09:00", minutes: 60, capacity: 2, language: "en" },
  ],
  closedDays: [],
}
const FAMILY = { name: "Sita Gurung", people: 2, interest: "school", phone: "+9779841234567", email: "sita@example.com", note: "", language: "en" as const }

describeEachDatabase("visits in the office's calls", (db) => {
  let api: ApiServer
  const told: [string, string][] = []
  beforeAll(async () => {
    api = await serveFunction(
      officeHandler({
        database: async () => db(),
        now: () => NOW,
        visits: {
          settings: SETTINGS,
          holidays: () => [{ start: "2026-12-06" }],
          onChanged: async (booking: BookingRow, change) => void told.push([booking.reference, change]),
        },
      }),
    )
  })
  afterAll(() => api.close())
  let cookie = ""
  beforeEach(async () => {
    told.length = 0
    await setAccount(db(), "sita", PASSWORD)
    const response = await fetch(`${api.url}/api/office/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: api.url },
      body: JSON.stringify({ name: "sita", password: PASSWORD }),
    })
    cookie = response.headers.get("set-cookie")?.split(";")[0] ?? ""
  })
  // As the office page calls: a state-changing call from the page's origin, with a JSON body ({} for none).
  const call = (path: string, method = "GET", given?: unknown, withCookie = true) => {
    const body = given === undefined && method !== "GET" ? {} : given
    return fetch(`${api.url}/api/office/${path}`, {
      method,
      headers: {
        ...(withCookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(method === "GET" ? {} : { Origin: api.url }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }
  async function book(slotId: string, people = 2) {
    const found = findSlot(slotId, SETTINGS, [], NOW)
    if (!found.ok) throw new Error(found.problem)
    const result = await bookVisit(db(), found.slot, { ...FAMILY, people }, "CV", NOW)
    if (!result.ok) throw new Error("full")
    return result.reference
  }

  it("lists a day's and a week's bookings by time, and answers 401 without a session", async () => {
    const sunday = await book("2026-11-29T10:00")
    const monday = await book("2026-11-30T09:00", 1)
    expect((await call("visits?from=2026-11-29&days=1", "GET", undefined, false)).status).toBe(401)
    const day = (await (await call("visits?from=2026-11-29&days=1")).json()) as { visits: { reference: string }[] }
    expect(day.visits.map((visit) => visit.reference)).toEqual([sunday])
    const week = (await (await call("visits?from=2026-11-29&days=7")).json()) as { visits: { reference: string; people: number; cancelled: boolean }[] }
    expect(week.visits.map((visit) => [visit.reference, visit.people, visit.cancelled])).toEqual([
      [sunday, 2, false],
      [monday, 1, false],
    ])
    expect((await call("visits?from=soon&days=1")).status).toBe(422)
    expect((await call("visits?from=2026-11-29&days=30")).status).toBe(422)
  })

  it("offers the open times a booking can move to: the families' list with places left, without its own time or those too small for the party", async () => {
    const reference = await book("2026-11-29T10:00", 2)
    await book("2026-11-30T09:00", 1)
    expect((await call(`visits/${reference}/slots`, "GET", undefined, false)).status).toBe(401)
    const response = await call(`visits/${reference.toLowerCase()}/slots`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { people: number; slots: { id: string; left: number; language: string }[] }
    expect(body.people).toBe(2)
    // Sunday 29th is its own time, Monday 30th has one place left, Sunday 6th is a holiday, and the
    // window ends on Monday 7th.
    expect(body.slots.map((slot) => [slot.id, slot.left, slot.language])).toEqual([["2026-12-07T09:00", 2, "en"]])
    expect((await call("visits/CV-2083-9999/slots")).status).toBe(404)
    expect((await call(`visits/${reference}/cancel`, "POST")).status).toBe(200)
    expect((await call(`visits/${reference}/slots`)).status).toBe(404)
    expect((await call(`visits/${reference}/slots`, "POST")).status).toBe(405)
  })

  it("moves a booking to a time with room (beyond the families' window too), records who did, and tells the family", async () => {
    const reference = await book("2026-11-29T10:00")
    const full = await book("2026-11-30T09:00", 2)
    expect((await call(`visits/${reference}/move`, "POST", { slot: "2026-11-30T09:00" })).status).toBe(409)
    expect((await call(`visits/${reference}/move`, "POST", { slot: "2026-12-06T10:00" })).status).toBe(409)
    const moved = await call(`visits/${reference.toLowerCase()}/move`, "POST", { slot: "2026-12-14T09:00" })
    expect(moved.status).toBe(200)
    const body = (await moved.json()) as { booking: { slot_id: string }; history: { action: string; changed_by: string }[] }
    expect(body.booking.slot_id).toBe("2026-12-14T09:00")
    expect(body.history.map((event) => [event.action, event.changed_by])).toEqual([
      ["booked", "family"],
      ["moved", "sita"],
    ])
    expect(told).toEqual([[reference, "moved"]])
    expect(full).not.toBe(reference)
  })

  it("cancels a booking once, frees its places, and tells the family", async () => {
    const reference = await book("2026-11-30T09:00", 2)
    const cancelled = await call(`visits/${reference}/cancel`, "POST")
    expect(cancelled.status).toBe(200)
    expect((await call(`visits/${reference}/cancel`, "POST")).status).toBe(409)
    expect(told).toEqual([[reference, "cancelled"]])
    await book("2026-11-30T09:00", 2)
    const shown = (await (await call(`visits/${reference}`)).json()) as { history: { action: string }[] }
    expect(shown.history.map((event) => event.action)).toEqual(["booked", "cancelled"])
  })
})
