/** @jest-environment node */
// POST /api/status against both databases: a family opens its application by the reference and the
// child's date of birth (typed in either calendar and either digits) or by the private link's key,
// and sees its steps without the office's notes; every "no" is the same answer, byte for byte; wrong
// tries are held per reference and per address, in the database; keys are kept only as hashes and go
// with their application.
import { createHash, randomBytes, randomUUID } from "node:crypto"
import { adToBs } from "../../src/lib/nepal-time/bikram-sambat"
import type { FamilyView } from "../../src/lib/status/api"
import { apiHandler } from "../../src/server/api"
import { deleteExpired, receiveApplication } from "../../src/server/applications"
import { floodGate } from "../../src/server/flood"
import { changeStatus, deleteApplication } from "../../src/server/office/inbox"
import { applicationsReceiver } from "../../src/server/receiver"
import { statusHandler, STATUS_BODY_LIMIT } from "../../src/server/status/handler"
import { ADDRESS_FREE_FAILURES, REFERENCE_FREE_FAILURES } from "../../src/server/status/throttle"
import type { AdmissionValues } from "../../src/lib/validation/admission"
import { FIRST_WAIT_MS } from "../../src/server/attempts"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { serveFunction, type ApiServer } from "../support/api-server"
import { describeEachDatabase } from "../support/databases"

// PGlite and a PostgreSQL server on a busy machine.
jest.setTimeout(30_000)

const RECEIVED = new Date("2026-11-20T06:00:00Z")
// validAnswers: a child born on 1 January eight years before, given in AD.
const BORN = { year: 2018, month: 1, day: 1 }
const BORN_BS = adToBs(BORN)
const devanagari = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)))

const inAd = (reference: string) => ({ reference, dobCalendar: "ad", dobDay: "1", dobMonth: "1", dobYear: "2018" })
const inBs = (reference: string, digits: (text: string) => string = String) => ({
  reference,
  dobCalendar: "bs",
  dobDay: digits(String(BORN_BS.day)),
  dobMonth: digits(String(BORN_BS.month)),
  dobYear: digits(String(BORN_BS.year)),
})
const wrongDay = (reference: string) => ({ ...inAd(reference), dobDay: "2" })

/** Status, headers but the date, and body as bytes: what a caller can tell answers apart by. */
async function whole(response: Response) {
  const headers = [...response.headers].filter(([name]) => name !== "date")
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString("hex") }
}

describeEachDatabase("the status lookup", (db) => {
  let api: ApiServer
  let clock = RECEIVED
  beforeAll(async () => {
    api = await serveFunction(statusHandler({ database: async () => db(), flood: null, now: () => clock }))
  })
  afterAll(() => api.close())
  beforeEach(() => {
    clock = new Date(RECEIVED.getTime() + 24 * 60 * 60 * 1000)
  })

  // Each call from its own address (X-Real-IP over loopback) unless it says which.
  let address = 0
  function lookup(body: unknown, headers: Record<string, string> = {}, url = `${api.url}/api/status`) {
    address += 1
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Real-IP": `10.3.${Math.floor(address / 250) % 250}.${address % 250}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    })
  }
  async function receive(changes: Partial<AdmissionValues> = {}, language: "en" | "ne" = "en") {
    const received = await receiveApplication(db(), randomUUID(), { values: validAnswers(RECEIVED, changes), language }, RECEIVED)
    if (received.reused) throw new Error("a new key was taken for a used one")
    return received
  }

  it("opens an application by its reference and the date of birth, in AD or BS, in either digits; the steps without notes", async () => {
    const { reference } = await receive({}, "ne")
    await changeStatus(db(), reference, "reviewed", "Secret: the father called twice", "sita", 1, new Date("2026-11-21T04:00:00Z"))
    await changeStatus(db(), reference, "invited", "Interview on Sunday", "ram", 2, new Date("2026-11-22T04:00:00Z"))
    const typed = [
      inAd(reference),
      inBs(reference),
      inBs(reference, devanagari),
      { ...inAd(reference), dobDay: "०१", dobYear: devanagari("2018") },
      inAd(` ${reference.toLowerCase().replace(/-/g, " ")} `),
    ]
    for (const body of typed) {
      const response = await lookup(body)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("no-store")
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        reference,
        language: "ne",
        studentName: "Aarav Shrestha",
        level: validAnswers(RECEIVED).level,
        status: "invited",
        steps: [
          { status: "received", at: RECEIVED.toISOString() },
          { status: "reviewed", at: "2026-11-21T04:00:00.000Z" },
          { status: "invited", at: "2026-11-22T04:00:00.000Z" },
        ],
      } satisfies FamilyView)
      expect(text).not.toMatch(/Secret|Interview|"sita"|"ram"|Sita|984|example\.com|note|changed/i)
    }
  })

  it("compares AD days: an application given in BS opens with its date typed in AD", async () => {
    const { reference } = await receive({ dobCalendar: "bs", dobDay: devanagari(String(BORN_BS.day)), dobMonth: String(BORN_BS.month), dobYear: String(BORN_BS.year) })
    expect((await lookup(inAd(reference))).status).toBe(200)
    expect((await lookup(inBs(reference))).status).toBe(200)
    expect((await lookup(wrongDay(reference))).status).toBe(404)
  })

  it("opens it with the key of the receipt, and with the other key a repeat of the same request gets; both stay good", async () => {
    const receiver = await serveFunction(applicationsReceiver({ database: async () => db(), flood: null }))
    try {
      const send = (key: string) =>
        fetch(receiver.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({ answers: validAnswers(new Date()), language: "en" }),
        }).then(async (response) => ({ status: response.status, ...((await response.json()) as { reference: string; statusKey: string }) }))
      const key = randomUUID()
      const first = await send(key)
      const repeat = await send(key)
      expect([first.status, repeat.status]).toEqual([201, 200])
      expect(repeat.reference).toBe(first.reference)
      expect(repeat.statusKey).not.toBe(first.statusKey)
      for (const statusKey of [first.statusKey, repeat.statusKey]) {
        const response = await lookup({ key: statusKey })
        expect(response.status).toBe(200)
        expect(((await response.json()) as FamilyView).reference).toBe(first.reference)
      }
    } finally {
      await receiver.close()
    }
  })

  it("answers a wrong date of birth, an unknown reference and an unknown key alike, byte for byte", async () => {
    const { reference } = await receive()
    const answers = [
      await whole(await lookup(wrongDay(reference))),
      await whole(await lookup(inAd("CA-2083-9999"))),
      await whole(await lookup({ key: randomBytes(32).toString("base64url") })),
    ]
    expect(answers[0]).toMatchObject({ status: 404, body: Buffer.from(JSON.stringify({ error: "not-found" })).toString("hex") })
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
  })

  it(`holds a reference after ${REFERENCE_FREE_FAILURES} wrong dates of birth from any addresses, the right one too, until the wait is over`, async () => {
    const { reference, statusKey } = await receive()
    for (let i = 0; i < REFERENCE_FREE_FAILURES; i++) expect((await lookup(wrongDay(reference))).status).toBe(404)
    const held = await lookup(inAd(reference))
    expect(held.status).toBe(429)
    expect(await held.json()).toEqual({ error: "too-many" })
    expect(held.headers.get("retry-after")).toBe(String(FIRST_WAIT_MS / 1000))
    // The private link is never held up by its reference's count.
    expect((await lookup({ key: statusKey })).status).toBe(200)
    clock = new Date(clock.getTime() + FIRST_WAIT_MS - 1000)
    expect((await lookup(inAd(reference))).status).toBe(429)
    clock = new Date(clock.getTime() + 1000)
    expect((await lookup(inAd(reference))).status).toBe(200)
  })

  it("counts wrong tries at a reference nobody has as at one that exists, so the hold tells nothing either", async () => {
    for (let i = 0; i < REFERENCE_FREE_FAILURES; i++) expect((await lookup(inAd("CA-2083-0777"))).status).toBe(404)
    const held = await lookup(inAd("ca 2083 0777"))
    expect(held.status).toBe(429)
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0)
  })

  it(`holds an address after ${ADDRESS_FREE_FAILURES} wrong tries, keys and dates of birth alike; other addresses go on`, async () => {
    const { reference, statusKey } = await receive()
    const from = { "X-Real-IP": "192.0.2.10" }
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      const wrong = i % 2 === 0 ? { key: randomBytes(32).toString("base64url") } : inAd(`CA-2083-${String(1000 + i)}`)
      expect((await lookup(wrong, from)).status).toBe(404)
    }
    const held = await lookup({ key: statusKey }, from)
    expect(held.status).toBe(429)
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await lookup(inAd(reference), from)).status).toBe(429)
    expect((await lookup({ key: statusKey }, { "X-Real-IP": "192.0.2.11" })).status).toBe(200)
  })

  it("takes a right answer's try off the counts again", async () => {
    const { reference } = await receive()
    for (let i = 0; i < REFERENCE_FREE_FAILURES - 1; i++) expect((await lookup(wrongDay(reference))).status).toBe(404)
    expect((await lookup(inAd(reference))).status).toBe(200)
    // Counted, the right answer would have been the fifth try: this wrong one would wait.
    expect((await lookup(wrongDay(reference))).status).toBe(404)
    expect((await lookup(inAd(reference))).status).toBe(429)
  })

  it("answers 422 naming each field it cannot read, and counts no try for it", async () => {
    const fields = async (body: unknown) => {
      const response = await lookup(body)
      expect(response.status).toBe(422)
      const answer = (await response.json()) as { error: string; fields: Record<string, { code: string; params?: object }> }
      expect(answer.error).toBe("invalid")
      return answer.fields
    }
    expect(await fields({})).toEqual({ reference: { code: "required" }, dobCalendar: { code: "invalid" }, dateOfBirth: { code: "required", params: {} } })
    expect(await fields([])).toMatchObject({ reference: { code: "required" }, dateOfBirth: { code: "required" } })
    expect(await fields({ ...inAd("CA-2083-0001"), dobDay: "31", dobMonth: "2" })).toEqual({ dateOfBirth: { code: "invalidDay", params: { days: 28 } } })
    expect(await fields({ ...inAd("CA-2083-0001"), dobYear: "2075" })).toEqual({ dateOfBirth: { code: "looksLikeBs", params: { year: 2075 } } })
    expect(await fields({ ...inAd("CA-2083-0001"), dobDay: "" })).toEqual({ dateOfBirth: { code: "missingDay", params: {} } })
    expect(await fields(inAd("not a reference"))).toEqual({ reference: { code: "invalid" } })
    expect(await fields(inAd(`CA-2083-${"1".repeat(30)}`))).toEqual({ reference: { code: "invalid" } })
    expect(await fields({ ...inAd("CA-2083-0001"), dobCalendar: "julian" })).toEqual({ dobCalendar: { code: "invalid" } })
    expect(await fields({ key: "too-short" })).toEqual({ key: { code: "invalid" } })
    expect(await fields({ key: 42 })).toEqual({ key: { code: "invalid" } })
    expect(await fields({ key: "" })).toEqual({ key: { code: "required" } })
    expect(await db().query("SELECT * FROM sign_in_attempts")).toEqual([])
  })

  it("answers 405 with Allow to another method, 415 to another type, 400 to broken JSON and 413 over its limit", async () => {
    const get = await fetch(`${api.url}/api/status`)
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
    expect((await lookup("reference=CA-2083-0001", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415)
    expect((await lookup('{"key": ')).status).toBe(400)
    expect((await lookup({ key: "x".repeat(STATUS_BODY_LIMIT) })).status).toBe(413)
  })

  it("keeps only a hash of each key: the key's text is nowhere in the database", async () => {
    const keys = [(await receive()).statusKey, (await receive()).statusKey]
    const rows = await db().query<{ key_hash: string }>("SELECT key_hash FROM status_keys ORDER BY created_at")
    expect(rows.map((row) => row.key_hash).sort()).toEqual(keys.map((key) => createHash("sha256").update(key).digest("hex")).sort())
    const everything = JSON.stringify([
      await db().query("SELECT * FROM status_keys"),
      await db().query("SELECT * FROM applications"),
      await db().query("SELECT * FROM application_events"),
    ])
    for (const key of keys) expect(everything).not.toContain(key)
  })

  it("deletes an application's keys with it, by the office or past the retention period", async () => {
    const deleted = await receive()
    const expired = await receive()
    await db().query("UPDATE applications SET received_at = '2020-01-01T00:00:00Z' WHERE reference = $1", [expired.reference])
    expect(await deleteApplication(db(), deleted.reference)).toBe(true)
    expect(await deleteExpired(db(), clock)).toBe(1)
    expect(await db().query("SELECT * FROM status_keys")).toEqual([])
    for (const { statusKey } of [deleted, expired]) expect((await lookup({ key: statusKey })).status).toBe(404)
  })

  it("answers 503 with Retry-After when the database does not answer, and a flood from one address 429", async () => {
    const broken = await serveFunction(statusHandler({ database: () => Promise.reject(new Error("connect failed")), flood: null }))
    const flooded = await serveFunction(statusHandler({ database: async () => db(), flood: floodGate("status", { max: 2, windowMs: 60_000 }, async () => db()) }))
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const response = await lookup(inAd("CA-2083-0001"), {}, broken.url)
      expect(response.status).toBe(503)
      expect(response.headers.get("retry-after")).toBe("30")
      expect(await response.json()).toEqual({ error: "unavailable" })
      const from = { "X-Real-IP": "192.0.2.20" }
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await lookup(inAd("CA-2083-0001"), from, flooded.url)).status)
      expect(statuses).toEqual([404, 404, 429])
    } finally {
      errors.mockRestore()
      await broken.close()
      await flooded.close()
    }
  })

  it("is served at /api/status by the server's API", async () => {
    const { reference } = await receive()
    const server = await serveFunction(apiHandler({ database: async () => db(), holidays: [], env: {} }))
    try {
      expect((await lookup(inAd(reference), {}, `${server.url}/api/status`)).status).toBe(200)
      expect((await lookup(inAd(reference), {}, `${server.url}/api/status/`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
