/** @jest-environment node */
// POST /api/applications against both databases: stored once per key with a numbered reference and a
// new key of the private status link on every success, and every kind of bad input answered without
// storing anything or logging a parent's answer.
import { randomUUID } from "node:crypto"
import settings from "../../data/applications.json"
import admission from "../../data/admission-form.json"
import { deleteExpired, receiveApplication } from "../../src/server/applications"
import type { Database } from "../../src/server/database"
import { floodGate } from "../../src/server/flood"
import { migrate } from "../../src/server/migrate"
import { bsYearOf, formatReference } from "../../src/lib/references"
import { applicationsReceiver, BODY_LIMIT, HONEYPOT_FIELD } from "../../src/server/receiver"
import { serveFunction, type ApiServer } from "../support/api-server"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { describeEachDatabase } from "../support/databases"
import { postWithUnsentBody } from "../support/unread-body"

const NOW = new Date()
const YEAR = bsYearOf(NOW)
const STATUS_KEY = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string

// PGlite and a PostgreSQL server on a busy machine.
jest.setTimeout(30_000)

describeEachDatabase("the applications receiver", (db) => {
  let api: ApiServer
  let logged: string[]
  beforeAll(async () => {
    api = await serveFunction(applicationsReceiver({ database: async () => db(), flood: floodGate("applications", { max: 5, windowMs: 60_000 }, async () => db()) }))
  })
  afterAll(() => api.close())
  beforeEach(() => {
    logged = []
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")))
    }
  })
  afterEach(() => jest.restoreAllMocks())

  // Each test sends from its own address (X-Real-IP over loopback) unless it tests the flood.
  let address = 0
  function post(body: string | object, headers: Record<string, string> = {}) {
    address += 1
    return fetch(`${api.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Real-IP": `10.0.0.${address}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    })
  }
  const count = async () => Number((await db().query<{ n: string }>("SELECT count(*) AS n FROM applications"))[0]?.n)
  const keyCount = async () => Number((await db().query<{ n: string }>("SELECT count(*) AS n FROM status_keys"))[0]?.n)

  it("stores a valid application and answers with its reference (prefix, BS year, number) and a status key", async () => {
    const response = await post({ answers: validAnswers(NOW), language: "en" })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ reference: formatReference(settings.referencePrefix, YEAR, 1), statusKey: STATUS_KEY })
    const [row] = await db().query<{ student_name: string; status: string; readable: Record<string, string> }>("SELECT * FROM applications")
    expect(row?.student_name).toBe("Aarav Shrestha")
    expect(row?.status).toBe("received")
    const level = admission.questions.level.options.find((option) => option.value === validAnswers(NOW).level)
    expect(row?.readable.level).toBe(level?.label)
    expect(row?.readable.phone).toBe("+9779841234567")
    const second = await post({ answers: validAnswers(NOW, { studentName: "Maya Shrestha" }), language: "ne" })
    expect(await second.json()).toEqual({ reference: formatReference(settings.referencePrefix, YEAR, 2), statusKey: STATUS_KEY })
  })

  it("gives the same reference for the same key, and stores one row, even for twenty at once; each answer a status key of its own", async () => {
    const key = randomUUID()
    const body = { answers: validAnswers(NOW), language: "en" }
    const first = await post(body, { "Idempotency-Key": key })
    const { reference, statusKey } = (await first.json()) as { reference: string; statusKey: string }
    const again = await post(body, { "Idempotency-Key": key })
    expect(again.status).toBe(200)
    const repeated = (await again.json()) as { reference: string; statusKey: string }
    expect(repeated).toEqual({ reference, statusKey: STATUS_KEY })
    expect(repeated.statusKey).not.toBe(statusKey)

    const key2 = randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body, { "Idempotency-Key": key2 }).then((r) => r.json())))
    expect(new Set(answers.map((a) => (a as { reference: string }).reference)).size).toBe(1)
    expect(new Set(answers.map((a) => (a as { statusKey: string }).statusKey)).size).toBe(20)
    expect(await count()).toBe(2)
    expect(await keyCount()).toBe(22)
  })

  it("numbers applications arriving at once one after another, without a gap or a repeat", async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, () => post({ answers: validAnswers(NOW), language: "en" }).then((r) => r.json())))
    const numbers = answers.map((a) => Number((a as { reference: string }).reference.split("-")[2])).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
  })

  it("takes Devanagari digits in the date of birth and the phone, and stores them in ASCII", async () => {
    const nepali = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)))
    const answers = validAnswers(NOW)
    const response = await post({
      answers: { ...answers, dobDay: nepali(answers.dobDay), dobMonth: nepali(answers.dobMonth), dobYear: nepali(answers.dobYear), phone: nepali("9841234567") },
      language: "ne",
    })
    expect(response.status).toBe(201)
    const [row] = await db().query<{ readable: Record<string, string> }>("SELECT readable FROM applications")
    expect(row?.readable.phone).toBe("+9779841234567")
    expect(row?.readable.dateOfBirth).toBe(`${answers.dobYear}-01-01`)
  })

  it("answers 422 naming each missing, overlong or wrong answer, and stores nothing", async () => {
    const missing = await post({ answers: {}, language: "en" })
    expect(missing.status).toBe(422)
    const { fields } = (await missing.json()) as { fields: Record<string, { code: string }> }
    expect(fields.studentName?.code).toBe("required")
    expect(fields.consent?.code).toBe("required")
    expect(fields.email).toBeUndefined() // optional

    const long = await post({ answers: validAnswers(NOW, { studentName: "A".repeat(500) }), language: "en" })
    expect(long.status).toBe(422)
    expect(((await long.json()) as { fields: Record<string, { code: string }> }).fields).toEqual({ studentName: { code: "tooLong", params: { max: 100 } } })

    for (const date of [{ dobDay: "31", dobMonth: "2" }, { dobDay: "first", dobMonth: "jan" }]) {
      const wrong = await post({ answers: validAnswers(NOW, date), language: "en" })
      expect(wrong.status).toBe(422)
      expect(Object.keys(((await wrong.json()) as { fields: object }).fields)).toEqual(["dateOfBirth"])
    }
    const notALevel = await post({ answers: validAnswers(NOW, { level: "grade-99" }), language: "en" })
    expect(Object.keys(((await notALevel.json()) as { fields: object }).fields)).toContain("level")
    const noLanguage = await post({ answers: validAnswers(NOW), language: "fr" })
    expect(noLanguage.status).toBe(422)
    expect(await count()).toBe(0)
  })

  it("answers 400 for malformed JSON or no Idempotency-Key, 413 over the size limit, 415 for another type", async () => {
    expect((await post('{"answers": {"studentName": "Aarav"')).status).toBe(400)
    expect((await post({ answers: validAnswers(NOW), language: "en" }, { "Idempotency-Key": "" })).status).toBe(400)
    const huge = await post({ answers: validAnswers(NOW, { message: "x".repeat(1024 * 1024) }), language: "en" })
    expect(huge.status).toBe(413)
    expect(BODY_LIMIT).toBeLessThan(1024 * 1024)
    const form = await post("studentName=Aarav", { "Content-Type": "application/x-www-form-urlencoded" })
    expect(form.status).toBe(415)
    expect(await count()).toBe(0)
  })

  it("answers a wrong content type or a missing key without reading the body, and closes the connection", async () => {
    const multipart = await postWithUnsentBody(`${api.url}/api/applications`, { "Content-Type": "multipart/form-data; boundary=x", "Idempotency-Key": randomUUID() })
    expect(multipart).toMatchObject({ status: 415, connection: "close" })
    const noKey = await postWithUnsentBody(`${api.url}/api/applications`, { "Content-Type": "application/json", "X-Real-IP": "10.9.0.1" })
    expect(noKey).toMatchObject({ status: 400, connection: "close" })
    const tooLarge = await postWithUnsentBody(`${api.url}/api/applications`, { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Real-IP": "10.9.0.2" })
    expect(tooLarge).toMatchObject({ status: 413, connection: "close" })
  })

  it("leaves out control characters and lone surrogates of every text answer, instead of failing to store it", async () => {
    const answers = validAnswers(NOW, {
      studentName: "Aarav\u0000 Shrestha",
      parentName: "Ram\u0007 Shrestha",
      previousSchool: "Crest\u001b School",
      address: "Ward 4\u0000, Lalitpur\u009b",
      message: "Hello\ud800 there\u0000\nSecond line",
    })
    const response = await post({ answers, language: "en" })
    expect(response.status).toBe(201)
    const [row] = await db().query<{ student_name: string; answers: Record<string, string>; readable: Record<string, string> }>("SELECT * FROM applications")
    expect(row?.student_name).toBe("Aarav Shrestha")
    expect(row?.answers.parentName).toBe("Ram Shrestha")
    expect(row?.readable.previousSchool).toBe("Crest School")
    expect(row?.readable.address).toBe("Ward 4, Lalitpur")
    expect(row?.readable.message).toBe("Hello there\nSecond line")
  })

  it("answers 409 to a key that brought other answers, with no status key, and keeps the first application as it was", async () => {
    const key = randomUUID()
    const first = await post({ answers: validAnswers(NOW), language: "en" }, { "Idempotency-Key": key })
    const { reference } = (await first.json()) as { reference: string }
    const changed = await post({ answers: validAnswers(NOW, { studentName: "Maya Shrestha" }), language: "en" }, { "Idempotency-Key": key })
    expect(changed.status).toBe(409)
    expect(await changed.json()).toEqual({ error: "key-reused" })
    const otherLanguage = await post({ answers: validAnswers(NOW), language: "ne" }, { "Idempotency-Key": key })
    expect(otherLanguage.status).toBe(409)
    // The same answers in another order of keys are the same answers.
    const reordered = Object.fromEntries(Object.entries(validAnswers(NOW)).reverse())
    const same = await post({ language: "en", answers: reordered }, { "Idempotency-Key": key })
    expect(same.status).toBe(200)
    expect(await same.json()).toEqual({ reference, statusKey: STATUS_KEY })
    const rows = await db().query<{ student_name: string }>("SELECT student_name FROM applications")
    expect(rows.map((row) => row.student_name)).toEqual(["Aarav Shrestha"])
    expect(await keyCount()).toBe(2) // the first answer's and the repeat's
  })

  it("answers a flood from one address 429 with Retry-After, and other addresses still get through", async () => {
    const from = { "X-Real-IP": "192.0.2.7" }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await post({ answers: {}, language: "en" }, from)).status)
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    const refused = await post({ answers: validAnswers(NOW), language: "en" }, from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await post({ answers: validAnswers(NOW), language: "en" })).status).toBe(201)
  })

  it("keeps one flood count for every receiver on the database: a restart or a second process counts on", async () => {
    const from = { "X-Real-IP": "192.0.2.8" }
    for (let i = 0; i < 5; i++) expect((await post({ answers: {}, language: "en" }, from)).status).toBe(422)
    const second = await serveFunction(applicationsReceiver({ database: async () => db(), flood: floodGate("applications", { max: 5, windowMs: 60_000 }, async () => db()) }))
    try {
      const response = await fetch(`${second.url}/api/applications`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), ...from },
        body: JSON.stringify({ answers: validAnswers(NOW), language: "en" }),
      })
      expect(response.status).toBe(429)
    } finally {
      await second.close()
    }
  })

  it("tells a bot that fills the hidden field it worked, and stores nothing", async () => {
    const response = await post({ answers: validAnswers(NOW), language: "en", [HONEYPOT_FIELD]: "http://spam.example" })
    expect(response.status).toBe(202)
    expect(await count()).toBe(0)
  })

  it("stores SQL-looking and HTML-looking answers exactly as written", async () => {
    const sql = "Robert'); DROP TABLE applications;--"
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const response = await post({ answers: validAnswers(NOW, { previousSchool: sql, message: html }), language: "en" })
    expect(response.status).toBe(201)
    const [row] = await db().query<{ readable: Record<string, string> }>("SELECT readable FROM applications")
    expect(row?.readable.previousSchool).toBe(sql)
    expect(row?.readable.message).toBe(html)
  })

  it("stores nothing of an application that fails half-way (its row, or its status key): no row, no number used", async () => {
    const real = db()
    const failingAt = (statement: string): Database => ({
      ...real,
      transaction: (work) =>
        real.transaction((tx) =>
          work({
            query: (sql, params) => (sql.includes(statement) ? Promise.reject(new Error("disk full")) : tx.query(sql, params)),
          }),
        ),
    })
    for (const statement of ["INSERT INTO applications", "INSERT INTO status_keys"]) {
      await expect(receiveApplication(failingAt(statement), randomUUID(), { values: validAnswers(NOW), language: "en" }, NOW)).rejects.toThrow("disk full")
    }
    expect(await count()).toBe(0)
    expect(await keyCount()).toBe(0)
    expect(await real.query("SELECT * FROM reference_counters")).toEqual([])
    const next = await receiveApplication(real, randomUUID(), { values: validAnswers(NOW), language: "en" }, NOW)
    expect(next.reference).toBe(formatReference(settings.referencePrefix, YEAR, 1))
  })

  it("answers 503 when the database fails, and logs no answer of the parent", async () => {
    const broken = await serveFunction(
      applicationsReceiver({ database: () => Promise.reject(Object.assign(new Error("connect failed for Sita Shrestha"), { code: "ECONNREFUSED" })), flood: null }),
    )
    try {
      const response = await fetch(`${broken.url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body: JSON.stringify({ answers: validAnswers(NOW), language: "en" }),
      })
      expect(response.status).toBe(503)
    } finally {
      await broken.close()
    }
    await post("{broken Sita Shrestha")
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.join("\n")).not.toMatch(/Sita|Aarav|Shrestha|984/)
  })

  it("deletes applications older than the retention period in data, and keeps the rest", async () => {
    const day = 24 * 60 * 60 * 1000
    const old = new Date(NOW.getTime() - (settings.retentionDays + 1) * day)
    const recent = new Date(NOW.getTime() - (settings.retentionDays - 1) * day)
    for (const at of [old, recent]) await receiveApplication(db(), randomUUID(), { values: validAnswers(at), language: "en" }, at)
    expect(await deleteExpired(db(), NOW)).toBe(1)
    const left = await db().query<{ received_at: Date }>("SELECT received_at FROM applications")
    expect(left.map((row) => new Date(row.received_at).getTime())).toEqual([recent.getTime()])
  })

  it("applies its migrations once: a second start finds nothing to do", async () => {
    expect(await migrate(db())).toEqual([])
  })
})
