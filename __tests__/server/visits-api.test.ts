/** @jest-environment node */
// /api/visits against both databases, served by plain Node as the school's server hands requests over: live places, a
// booking never beyond the capacity however many arrive at once, every bad input answered as the
// applications receiver answers it, and a cancel link that works once.
import { randomUUID } from "node:crypto"
import type { ClosedSpan, VisitSettings } from "../../src/lib/visits/slots"
import { floodGate } from "../../src/server/flood"
import { HONEYPOT_FIELD } from "../../src/server/receiver"
import { bsYearOf, formatReference } from "../../src/lib/references"
import { VISIT_BODY_LIMIT, visitsHandler, type BookedAnswer, type SlotAnswer } from "../../src/server/visits/handler"
import { serveFunction, type ApiServer } from "../support/api-server"
import { describeEachDatabase } from "../support/databases"
import { postWithUnsentBody } from "../support/unread-body"

jest.setTimeout(60_000)

// Friday 2026-11-27, 07:45 in Nepal.
const NOW = new Date("2026-11-27T02:00:00Z")

const SETTINGS: VisitSettings & { referencePrefix: string; interests: { value: string; label: string }[] } = {
  referencePrefix: "TV",
  opensDaysAhead: 10,
  closesHoursBefore: 18,
  maxParty: 4,
  weekly: [
    { day: "sunday", time: "10:00", minutes: 60, capacity: 5, language: "ne" },
    { day: "sunday", time: "14:00", minutes: 60, capacity: 8, language: "en" },
    { day: "monday", time: "09:00", minutes: 45, capacity: 2, language: "en" },
    { day: "tuesday", time: "10:00", minutes: 60, capacity: 6, language: "en" },
    { day: "friday", time: "11:00", minutes: 60, capacity: 6, language: "en" },
  ],
  closedDays: [{ date: "2026-12-01" }],
  interests: [
    { value: "school", label: "School" },
    { value: "college", label: "College" },
  ],
}
// The calendar's holiday on Sunday 6 December.
const HOLIDAYS: ClosedSpan[] = [{ start: "2026-12-06" }]

const OPEN = ["2026-11-29T10:00", "2026-11-29T14:00", "2026-11-30T09:00", "2026-12-04T11:00", "2026-12-07T09:00"]

const family = (changes: Record<string, unknown> = {}) => ({
  slot: "2026-11-29T10:00",
  name: "Sita Gurung",
  people: "2",
  interest: "school",
  phone: "9841234567",
  email: "",
  note: "",
  language: "en",
  ...changes,
})

describeEachDatabase("/api/visits", (db) => {
  let api: ApiServer
  beforeAll(async () => {
    api = await serveFunction(
      visitsHandler({ database: async () => db(), settings: SETTINGS, holidays: () => HOLIDAYS, flood: null, now: () => NOW }),
    )
  })
  afterAll(() => api.close())
  beforeEach(() => {
    // A failure is logged by its kind only; the tests keep the log quiet.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  let address = 0
  function post(path: string, body: string | object, headers: Record<string, string> = {}) {
    address += 1
    return fetch(`${api.url}/api/visits${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Real-IP": `10.1.${Math.floor(address / 250)}.${address % 250}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    })
  }
  async function slots(): Promise<SlotAnswer[]> {
    const response = await fetch(`${api.url}/api/visits/slots`)
    expect(response.headers.get("cache-control")).toBe("no-store")
    return ((await response.json()) as { slots: SlotAnswer[] }).slots
  }
  const bookings = async () => Number((await db().query<{ n: string }>("SELECT count(*) AS n FROM visit_bookings"))[0]?.n)

  it("lists the open slots with the places left, live", async () => {
    const before = await slots()
    expect(before.map((slot) => slot.id)).toEqual(OPEN)
    expect(before[0]).toMatchObject({ left: 5, time: "10:00", endTime: "11:00", language: "ne", startsAt: "2026-11-29T10:00:00+05:45" })
    const booked = await post("", family())
    expect(booked.status).toBe(201)
    expect((await slots())[0]?.left).toBe(3)
  })

  it("books with Devanagari digits, answers a reference and a cancel token, and stores the phone in ASCII", async () => {
    const response = await post("", family({ people: "३", phone: "९८४१२३४५६७", note: "'; DROP TABLE visit_bookings; --<b>" }))
    expect(response.status).toBe(201)
    const booked = (await response.json()) as BookedAnswer
    expect(booked.reference).toBe(formatReference("TV", bsYearOf(NOW), 1))
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(booked).toMatchObject({ people: 3, slot: { id: "2026-11-29T10:00", left: 2 } })
    const [row] = await db().query<{ phone: string; people: number; note: string }>("SELECT phone, people, note FROM visit_bookings")
    expect(row).toEqual({ phone: "+9779841234567", people: 3, note: "'; DROP TABLE visit_bookings; --<b>" })
  })

  it("takes exactly the 3 places left of 100 bookings at once; the others are told it is full, offered other times, and stored nowhere", async () => {
    expect((await post("", family())).status).toBe(201)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => post("", family({ people: "1", name: `Family ${"abcdefghij"[index % 10]}` })).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(97)
    const refused = answers.find((answer) => answer.status === 409)!.body
    expect(refused).toMatchObject({ error: "full", left: 0 })
    expect((refused.next as SlotAnswer[]).map((slot) => slot.id)).toEqual(OPEN.slice(1, 4))
    expect(await bookings()).toBe(4)
    const [slot] = await db().query<{ booked: number; capacity: number }>("SELECT booked, capacity FROM visit_slots WHERE slot_id = '2026-11-29T10:00'")
    expect(slot).toEqual({ booked: 5, capacity: 5 })
    // Four references, numbered without a gap.
    const references = await db().query<{ reference: string }>("SELECT reference FROM visit_bookings ORDER BY reference")
    expect(references.map((row) => row.reference)).toEqual([1, 2, 3, 4].map((n) => formatReference("TV", bsYearOf(NOW), n)))
  })

  it("offers only times with room for the whole party when a slot has too few places", async () => {
    await post("", family({ slot: "2026-11-30T09:00", people: "1" }))
    const response = await post("", family({ slot: "2026-11-30T09:00", people: "2" }))
    expect(response.status).toBe(409)
    const body = (await response.json()) as { left: number; next: SlotAnswer[] }
    expect(body.left).toBe(1)
    expect(body.next.every((slot) => slot.left >= 2 && slot.id !== "2026-11-30T09:00")).toBe(true)
  })

  it("answers 422 naming the slot's problem: past, on a holiday, a closed day, outside the window, nonexistent, malformed", async () => {
    const cases: [string, string][] = [
      ["2026-11-22T10:00", "past"],
      ["2026-12-06T10:00", "closed"],
      ["2026-12-01T10:00", "closed"],
      ["2026-11-28T10:00", "nonexistent"],
      ["2026-11-27T11:00", "outside-window"],
      ["2026-12-13T10:00", "outside-window"],
      ["2026-11-29T11:00", "nonexistent"],
      ["soon", "malformed"],
    ]
    for (const [slot, code] of cases) {
      const response = await post("", family({ slot }))
      expect([slot, response.status]).toEqual([slot, 422])
      expect([slot, await response.json()]).toEqual([slot, { error: "invalid", fields: { slot: { code } } }])
    }
    expect(await bookings()).toBe(0)
  })

  it("answers 422 with each field and its reason, a party over the limit among them, and stores nothing", async () => {
    const response = await post("", { slot: "2026-11-29T10:00", name: "R2D2", people: "9", interest: "gym", phone: "12", email: "a@b", note: "x".repeat(1001) })
    expect(response.status).toBe(422)
    const { fields } = (await response.json()) as { fields: Record<string, { code: string; params?: Record<string, number> }> }
    expect(Object.keys(fields).sort()).toEqual(["email", "interest", "name", "note", "people", "phone"])
    expect(fields.people).toEqual({ code: "range", params: { max: SETTINGS.maxParty } })
    expect(fields.name?.code).toBe("invalid")
    expect(await bookings()).toBe(0)
  })

  it("answers 400 for malformed JSON, 413 over the size limit, 415 for another type, 405 for another method", async () => {
    expect((await post("", "{not json")).status).toBe(400)
    expect((await post("", family({ note: "x".repeat(VISIT_BODY_LIMIT) }))).status).toBe(413)
    expect((await post("", "slot=x", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415)
    expect((await fetch(`${api.url}/api/visits`)).status).toBe(405)
    expect((await fetch(`${api.url}/api/visits/slots`, { method: "POST" })).status).toBe(405)
    expect(await bookings()).toBe(0)
  })

  it("answers 400 without an Idempotency-Key, and a wrong type without reading the body, closing the connection", async () => {
    expect((await post("", family(), { "Idempotency-Key": "" })).status).toBe(400)
    const multipart = await postWithUnsentBody(`${api.url}/api/visits`, { "Content-Type": "multipart/form-data; boundary=x", "Idempotency-Key": randomUUID() })
    expect(multipart).toMatchObject({ status: 415, connection: "close" })
    expect(await bookings()).toBe(0)
  })

  it("stores one booking per Idempotency-Key: a repeat gets the same reference, slot and people, and a cancel link that works, as the first does", async () => {
    const key = randomUUID()
    const firstResponse = await post("", family(), { "Idempotency-Key": key })
    expect(firstResponse.status).toBe(201)
    const first = (await firstResponse.json()) as BookedAnswer
    const againResponse = await post("", family(), { "Idempotency-Key": key })
    expect(againResponse.status).toBe(200)
    const again = (await againResponse.json()) as BookedAnswer
    expect(again).toMatchObject({ reference: first.reference, people: 2, slot: { id: "2026-11-29T10:00", left: 3 } })
    expect(await bookings()).toBe(1)
    expect((await slots())[0]?.left).toBe(3)
    for (const token of [first.token, again.token]) {
      expect(await (await post("/booking", { token })).json()).toMatchObject({ reference: first.reference, cancelled: false })
    }
    // Either link cancels the one booking, once.
    expect((await post("/cancel", { token: again.token })).status).toBe(200)
    expect((await post("/cancel", { token: first.token })).status).toBe(410)
    expect((await slots())[0]?.left).toBe(5)
  })

  it("takes the places once for twenty repeats of one booking at once, and answers each with the one reference", async () => {
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post("", family({ people: "4" }), { "Idempotency-Key": key }).then(async (r) => ({ status: r.status, body: (await r.json()) as BookedAnswer }))),
    )
    expect(answers.map((a) => a.status).sort((a, b) => a - b)).toEqual([...Array.from({ length: 19 }, () => 200), 201])
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1)
    expect(await bookings()).toBe(1)
    const [slot] = await db().query<{ booked: number }>("SELECT booked FROM visit_slots WHERE slot_id = '2026-11-29T10:00'")
    expect(slot?.booked).toBe(4)
    const references = await db().query<{ last_number: number }>("SELECT last_number FROM visit_reference_counters")
    expect(references.map((row) => Number(row.last_number))).toEqual([1])
  })

  it("answers 409 to a key that brought other answers, and keeps the first booking as it was", async () => {
    const key = randomUUID()
    const first = (await (await post("", family(), { "Idempotency-Key": key })).json()) as BookedAnswer
    for (const changes of [{ people: "3" }, { slot: "2026-11-29T14:00" }, { note: "We are four" }]) {
      const changed = await post("", family(changes), { "Idempotency-Key": key })
      expect([changes, changed.status]).toEqual([changes, 409])
      expect(await changed.json()).toEqual({ error: "key-reused" })
    }
    expect(await bookings()).toBe(1)
    const [row] = await db().query<{ reference: string; people: number; slot_id: string; note: string }>("SELECT reference, people, slot_id, note FROM visit_bookings")
    expect(row).toEqual({ reference: first.reference, people: 2, slot_id: "2026-11-29T10:00", note: "" })
    expect((await slots())[0]?.left).toBe(3)
  })

  it("leaves out control characters and lone surrogates of every text, instead of failing to store it", async () => {
    const response = await post("", family({ name: "Sita\u0000 Gurung", note: "Wheel\u0000chair\ud800 please\u001b\nThanks", email: "sita@example.com\u0000" }))
    expect(response.status).toBe(201)
    const [row] = await db().query<{ name: string; note: string; email: string }>("SELECT name, note, email FROM visit_bookings")
    expect(row).toEqual({ name: "Sita Gurung", note: "Wheelchair please\nThanks", email: "sita@example.com" })
  })

  it("tells a bot that fills the hidden field it worked, and stores nothing", async () => {
    const response = await post("", family({ [HONEYPOT_FIELD]: "https://spam.example" }))
    expect(response.status).toBe(202)
    expect(await bookings()).toBe(0)
  })

  it("shows the booking a cancel link names, cancels it once, frees its places at once, and refuses the link again", async () => {
    const booked = (await (await post("", family({ people: "4" }))).json()) as BookedAnswer
    expect((await slots())[0]?.left).toBe(1)
    const shown = await post("/booking", { token: booked.token })
    expect(await shown.json()).toMatchObject({ reference: booked.reference, people: 4, cancelled: false, slot: { id: "2026-11-29T10:00" } })
    const cancelled = await post("/cancel", { token: booked.token })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ reference: booked.reference, cancelled: true })
    expect((await slots())[0]?.left).toBe(5)
    const replayed = await post("/cancel", { token: booked.token })
    expect(replayed.status).toBe(410)
    expect((await slots())[0]?.left).toBe(5)
    expect((await post("/cancel", { token: "A".repeat(43) })).status).toBe(410)
    expect((await post("/cancel", { token: "short" })).status).toBe(422)
    expect(await (await post("/booking", { token: booked.token })).json()).toMatchObject({ cancelled: true })
  })
})

describeEachDatabase("/api/visits under a flood", (db) => {
  it("answers 429 with Retry-After to one address past its limit, and lets other addresses book", async () => {
    const handler = visitsHandler({
      database: () => Promise.reject(new Error("not reached")),
      settings: SETTINGS,
      holidays: () => [],
      flood: floodGate("visits", { max: 2, windowMs: 60_000 }, async () => db()),
      now: () => NOW,
    })
    const api = await serveFunction(handler)
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const send = (ip: string) =>
        fetch(`${api.url}/api/visits`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Real-IP": ip }, body: "{}" })
      expect((await send("10.9.9.9")).status).toBe(422)
      expect((await send("10.9.9.9")).status).toBe(422)
      const refused = await send("10.9.9.9")
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
      expect((await send("10.9.9.10")).status).toBe(422)
    } finally {
      jest.restoreAllMocks()
      await api.close()
    }
  })
}, ["pglite"])
