/** @jest-environment node */
// /api/office/… against both databases: nothing without a session, sign-in with an account the npm
// script makes, wrong passwords throttled, sessions that end when idle, the list (newest first,
// filtered, searched) and one application. And the sign-in throttle, in the database.
import { randomUUID } from "node:crypto"
import type { IncomingMessage } from "node:http"
import admission from "../../data/admission-form.json"
import { receiveApplication } from "../../src/server/applications"
import { checkPassword, setAccount } from "../../src/server/office/accounts"
import { requestOrigin } from "../../src/server/http"
import { officeHandler } from "../../src/server/office/handler"
import { LIST_LIMIT } from "../../src/server/office/inbox"
import { IDLE_MS, sessionCookie } from "../../src/server/office/sessions"
import { FIRST_WAIT_MS, FORGET_MS, LONGEST_WAIT_MS, waitAfter } from "../../src/server/attempts"
import { ADDRESS_FREE_FAILURES, FREE_FAILURES, FREE_FAILURES_UNDER_ATTACK, NAME_UNDER_ATTACK, signInThrottle } from "../../src/server/office/throttle"
import { MIN_PASSWORD_LENGTH } from "../../src/server/office/passwords"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { serveFunction, type ApiServer } from "../support/api-server"
import { describeEachDatabase } from "../support/databases"

// scrypt, PGlite and a PostgreSQL server on a busy machine.
jest.setTimeout(60_000)

const PASSWORD = "correct horse battery"

describeEachDatabase("the office inbox's calls", (db) => {
  let api: ApiServer
  let clock = new Date("2026-11-20T06:00:00Z")
  // The throttle's counts are in the database, emptied before each test with the other tables.
  beforeAll(async () => {
    api = await serveFunction(officeHandler({ database: async () => db(), now: () => clock }))
  })
  afterAll(() => api.close())
  beforeEach(async () => {
    clock = new Date("2026-11-20T06:00:00Z")
    await setAccount(db(), "sita", PASSWORD)
  })

  let address = 0
  /**
   * A call as the office page makes it: a state-changing one from the page's origin with a JSON body
   * ({} when there is nothing to say). `origin: null` leaves the Origin out; `raw` sends a body as it is.
   */
  function call(
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; origin?: string | null; raw?: { type?: string; body?: string } } = {},
  ) {
    address += 1
    const method = init.method ?? "GET"
    const changes = method !== "GET"
    const body = init.body === undefined && changes ? {} : init.body
    const origin = init.origin === undefined ? (changes ? api.url : null) : init.origin
    const type = init.raw ? init.raw.type : body === undefined ? undefined : "application/json"
    return fetch(`${api.url}/api/office/${path}`, {
      method,
      headers: {
        "X-Real-IP": `10.1.0.${address % 250}`,
        ...(type ? { "Content-Type": type } : {}),
        ...(origin ? { Origin: origin } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
      body: init.raw ? init.raw.body : body === undefined ? undefined : JSON.stringify(body),
    })
  }
  async function signIn(name = "sita", password = PASSWORD, headers: Record<string, string> = {}, origin?: string | null) {
    const response = await call("sign-in", { method: "POST", body: { name, password }, headers, origin })
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? ""
    return { response, cookie }
  }
  async function receive(at: string, changes: Parameters<typeof validAnswers>[1] = {}, language: "en" | "ne" = "en") {
    const now = new Date(at)
    return (await receiveApplication(db(), randomUUID(), { values: validAnswers(now, changes), language }, now)).reference
  }

  it("answers 401 to every call without a live session, and to a made-up cookie", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const calls = [
      ["me", "GET"], ["applications", "GET"], [`applications/${reference}`, "GET"], ["sign-out", "POST"], ["nothing-here", "GET"],
      ["export.csv", "GET"], [`applications/${reference}/status`, "POST"], [`applications/${reference}`, "DELETE"],
    ] as const
    for (const [path, method] of calls) {
      expect((await call(path, { method })).status).toBe(401)
      expect((await call(path, { method, cookie: "crest_office=made-up" })).status).toBe(401)
    }
  })

  it("signs in with the account's password: an HttpOnly, SameSite=Strict cookie for /api/office/, then the calls work", async () => {
    const { response, cookie } = await signIn("Sita")
    expect(response.status).toBe(200)
    const set = response.headers.get("set-cookie") ?? ""
    expect(set).toMatch(/HttpOnly/)
    expect(set).toMatch(/SameSite=Strict/)
    expect(set).toMatch(/Path=\/api\/office\//)
    expect(set).not.toMatch(/Max-Age|Expires/) // ends with the browser, or earlier when idle
    expect(await (await call("me", { cookie })).json()).toEqual({ name: "sita" })
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect(response.headers.get("cache-control")).toBe("no-store")

    const out = await call("sign-out", { method: "POST", cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/)
    expect((await call("me", { cookie })).status).toBe(401)
  })

  it("marks the cookie Secure everywhere but on localhost", () => {
    const at = (host: string) => ({ headers: { host } }) as IncomingMessage
    expect(sessionCookie(at("school.edu.np"), "token")).toMatch(/; Secure/)
    expect(sessionCookie(at("localhost:9000"), "token")).not.toMatch(/Secure/)
    expect(sessionCookie(at("127.0.0.1:9000"), "token")).not.toMatch(/Secure/)
  })

  it("ends a session after the idle time, and all of an account's sessions when its password changes", async () => {
    const { cookie } = await signIn()
    clock = new Date(clock.getTime() + IDLE_MS - 60_000)
    expect((await call("me", { cookie })).status).toBe(200) // a request keeps it alive
    clock = new Date(clock.getTime() + IDLE_MS - 60_000)
    expect((await call("me", { cookie })).status).toBe(200)
    clock = new Date(clock.getTime() + IDLE_MS + 1000)
    expect((await call("me", { cookie })).status).toBe(401)

    const second = await signIn()
    expect((await call("me", { cookie: second.cookie })).status).toBe(200)
    await setAccount(db(), "sita", "another long password")
    expect((await call("me", { cookie: second.cookie })).status).toBe(401)
  })

  it("refuses a wrong password or an unknown name alike, and throttles wrong passwords from an address with Retry-After", async () => {
    const from = { "X-Real-IP": "10.9.0.1" }
    expect((await signIn("sita", "wrong password", from)).response.status).toBe(401)
    expect((await signIn("nobody", PASSWORD, from)).response.status).toBe(401)
    for (let i = 1; i < FREE_FAILURES; i++) expect((await signIn("sita", `wrong ${i}`, from)).response.status).toBe(401)
    const refused = (await signIn("sita", PASSWORD, from)).response
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    // Whoever guessed from there cannot lock the office out: the right password from another address signs in.
    expect((await signIn("sita", PASSWORD, { "X-Real-IP": "10.9.0.2" })).response.status).toBe(200)
  })

  it("counts a burst of parallel wrong passwords before checking any: no more than the allowance gets through", async () => {
    const from = { "X-Real-IP": "10.9.1.1" }
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn("sita", `wrong ${i}`, from).then(({ response }) => response.status)))
    expect(answers.filter((status) => status === 401)).toHaveLength(FREE_FAILURES)
    expect(answers.filter((status) => status === 429)).toHaveLength(100 - FREE_FAILURES)
  })

  it("keeps a lockout when the server starts again (a new handler on the same database)", async () => {
    const from = { "X-Real-IP": "10.9.2.1" }
    for (let i = 0; i < FREE_FAILURES; i++) expect((await signIn("sita", `wrong ${i}`, from)).response.status).toBe(401)
    const restarted = await serveFunction(officeHandler({ database: async () => db(), now: () => clock }))
    try {
      const response = await fetch(`${restarted.url}/api/office/sign-in`, {
        method: "POST",
        headers: { ...from, "Content-Type": "application/json", Origin: restarted.url },
        body: JSON.stringify({ name: "sita", password: PASSWORD }),
      })
      expect(response.status).toBe(429)
    } finally {
      await restarted.close()
    }
  })

  it("refuses a call from another origin, even signing in", async () => {
    expect((await signIn("sita", PASSWORD, { Origin: "https://elsewhere.example" })).response.status).toBe(403)
    const { cookie } = await signIn()
    expect((await call("applications", { cookie, headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403)
    expect((await call("applications", { cookie, headers: { Origin: api.url, "Sec-Fetch-Site": "same-origin" } })).status).toBe(200)
  })

  it("refuses a state-changing call without an Origin of this scheme, host and port, and a body that is not JSON; a GET as before", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    expect((await signIn("sita", PASSWORD, {}, null)).response.status).toBe(403)
    const { cookie } = await signIn()
    const remove = (init: Parameters<typeof call>[1] = {}) => call(`applications/${reference}`, { method: "DELETE", cookie, ...init })
    expect((await remove({ origin: null })).status).toBe(403)
    expect((await remove({ origin: api.url.replace("http:", "https:") })).status).toBe(403)
    expect((await remove({ origin: api.url.replace(/:\d+$/, ":1") })).status).toBe(403)
    expect((await remove({ origin: "null" })).status).toBe(403)
    expect((await call("sign-out", { method: "POST", cookie, origin: null })).status).toBe(403)
    expect((await call(`applications/${reference}/status`, { method: "POST", body: { status: "reviewed" }, cookie, origin: null })).status).toBe(403)
    expect((await remove({ raw: { type: "text/plain", body: "{}" } })).status).toBe(415)
    expect((await remove({ raw: {} })).status).toBe(415)
    expect((await remove({ raw: { type: "application/x-www-form-urlencoded", body: "a=b" } })).status).toBe(415)
    expect((await remove({ raw: { type: "application/json", body: "{" } })).status).toBe(400)
    expect((await call("sign-out", { method: "POST", cookie, raw: {} })).status).toBe(415)
    expect((await call(`applications/${reference}`, { cookie, origin: null })).status).toBe(200)
    // A browser that sends no Origin still says a call is from the page's own origin.
    expect((await remove({ origin: null, headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(200)
  })

  it("takes the scheme nginx was reached by from X-Forwarded-Proto over loopback, and a direct call's from its socket", async () => {
    const { cookie } = await signIn()
    const https = api.url.replace("http:", "https:")
    expect((await call("sign-out", { method: "POST", cookie, origin: https, headers: { "X-Forwarded-Proto": "https" } })).status).toBe(200)
    expect((await call("sign-out", { method: "POST", cookie, origin: api.url, headers: { "X-Forwarded-Proto": "https" } })).status).toBe(403)
    const from = (remoteAddress: string, encrypted = false) =>
      ({ headers: { host: "crest.example", "x-forwarded-proto": "https" }, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage
    expect(requestOrigin(from("127.0.0.1"))).toBe("https://crest.example")
    expect(requestOrigin(from("203.0.113.9"))).toBe("http://crest.example")
    expect(requestOrigin(from("203.0.113.9", true))).toBe("https://crest.example")
  })

  it("lists the applications newest first, filtered by level, status and day, and searched by name or reference", async () => {
    const older = await receive("2026-11-10T04:00:00Z", { studentName: "Maya Gurung" })
    const newer = await receive("2026-11-18T04:00:00Z", { studentName: "Robert'); DROP TABLE applications;--" })
    const newest = await receive("2026-11-19T04:00:00Z", { studentName: "<b>Bold</b> & 50% sure" }, "ne")
    const otherLevel = admission.questions.level.options.find((option) => option.value !== validAnswers(clock).level)!
    await db().query("UPDATE applications SET level = $1, status = 'invited' WHERE reference = $2", [otherLevel.value, older])
    const { cookie } = await signIn()
    const list = async (query = "") => {
      const body = (await (await call(`applications${query}`, { cookie })).json()) as { applications: { reference: string; studentName: string; levelLabel: string }[]; more: boolean }
      return body
    }
    const all = await list()
    expect(all.applications.map((row) => row.reference)).toEqual([newest, newer, older])
    expect(all.more).toBe(false)
    // Stored and answered as written: the inbox escapes it when it shows it.
    expect(all.applications.map((row) => row.studentName)).toEqual(["<b>Bold</b> & 50% sure", "Robert'); DROP TABLE applications;--", "Maya Gurung"])
    expect(all.applications[2]?.levelLabel).toBe(admission.questions.level.options.find((o) => o.value === validAnswers(clock).level)?.label)

    const refs = async (query: string) => (await list(query)).applications.map((row) => row.reference)
    expect(await refs(`?level=${encodeURIComponent(otherLevel.value)}`)).toEqual([older])
    expect(await refs("?status=invited")).toEqual([older])
    expect(await refs("?status=received")).toEqual([newest, newer])
    expect(await refs("?status=not-a-status")).toEqual([newest, newer, older]) // an unknown filter filters nothing
    // Days in Nepal: 2026-11-18T04:00Z is the 18th there.
    expect(await refs("?from=2026-11-11&to=2026-11-18")).toEqual([newer])
    expect(await refs("?from=2026-11-19")).toEqual([newest])
    expect(await refs("?q=gurung")).toEqual([older])
    expect(await refs(`?q=${encodeURIComponent(newer.toLowerCase())}`)).toEqual([newer])
    expect(await refs("?q=50%25")).toEqual([newest]) // % is a character searched for, not a wildcard
    expect(await refs("?q=shrestha")).toEqual([newest, newer, older]) // the parent's name
  })

  it(`says when there are more than ${LIST_LIMIT} to show`, async () => {
    for (let i = 0; i <= LIST_LIMIT; i++) await receive(new Date(Date.parse("2026-11-01T04:00:00Z") + i * 60_000).toISOString())
    const { cookie } = await signIn()
    const body = (await (await call("applications", { cookie })).json()) as { applications: unknown[]; more: boolean }
    expect(body.applications).toHaveLength(LIST_LIMIT)
    expect(body.more).toBe(true)
  })

  it("shows one application whole, by its reference, and 404 for one that is not there", async () => {
    const reference = await receive("2026-11-19T04:00:00Z", {}, "ne")
    const { cookie } = await signIn()
    const response = await call(`applications/${reference.toLowerCase()}`, { cookie })
    expect(response.status).toBe(200)
    const page = (await response.json()) as { reference: string; language: string; status: string; answers: Record<string, string>; history: unknown[] }
    expect(page).toMatchObject({ reference, language: "ne", status: "received", version: 1, history: [] })
    expect(page.answers.studentName).toBe("Aarav Shrestha")
    expect(page.answers.phone).toBe("+9779841234567")
    expect((await call("applications/CA-2000-9999", { cookie })).status).toBe(404)
  })

  it("changes the status with a note, keeping who changed it when, and the list filters by it", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const { cookie } = await signIn()
    const change = (body: unknown) => call(`applications/${reference}/status`, { method: "POST", body, cookie })
    const first = await change({ status: "invited", note: "Interview on Sunday, 10 am", version: 1 })
    expect(first.status).toBe(200)
    clock = new Date(clock.getTime() + 60_000)
    const second = await change({ status: "admitted", version: 2 })
    const page = (await second.json()) as { status: string; version: number; history: { status: string; note: string; changedBy: string; changedAt: string }[] }
    expect(page.status).toBe("admitted")
    expect(page.version).toBe(3)
    expect(page.history).toEqual([
      { status: "invited", note: "Interview on Sunday, 10 am", changedBy: "sita", changedAt: "2026-11-20T06:00:00.000Z" },
      { status: "admitted", note: "", changedBy: "sita", changedAt: "2026-11-20T06:01:00.000Z" },
    ])
    const refused = await change({ status: "maybe", note: "x".repeat(1001) })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ error: "invalid", fields: { status: { code: "invalid" }, note: { code: "tooLong" }, version: { code: "required" } } })
    expect((await change({ status: "declined", version: 0 })).status).toBe(422)
    expect((await call("applications/CA-2000-9999/status", { method: "POST", body: { status: "reviewed", version: 1 }, cookie })).status).toBe(404)
    const listed = (await (await call("applications?status=admitted", { cookie })).json()) as { applications: { reference: string }[] }
    expect(listed.applications.map((row) => row.reference)).toEqual([reference])
  })

  it("counts the applications at each status under the other filters, whatever status the list shows", async () => {
    const [first, second] = [await receive("2026-11-19T04:00:00Z"), await receive("2026-11-19T05:00:00Z")]
    await receive("2026-11-19T06:00:00Z", { studentName: "Maya Gurung" })
    const { cookie } = await signIn()
    await call(`applications/${first}/status`, { method: "POST", body: { status: "invited", version: 1 }, cookie })
    await call(`applications/${second}/status`, { method: "POST", body: { status: "invited", version: 1 }, cookie })
    const listed = async (query: string) => (await (await call(`applications?${query}`, { cookie })).json()) as { applications: unknown[]; counts: Record<string, number> }
    const invited = await listed("status=invited")
    expect(invited.applications).toHaveLength(2)
    expect(invited.counts).toEqual({ received: 1, reviewed: 0, invited: 2, admitted: 0, declined: 0, withdrawn: 0 })
    expect((await listed("q=Maya")).counts).toEqual({ received: 1, reviewed: 0, invited: 0, admitted: 0, declined: 0, withdrawn: 0 })
  })

  it("refuses a change made on an older version, writing nothing, and answers with the application as it is now", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const { cookie } = await signIn()
    const change = (body: unknown) => call(`applications/${reference}/status`, { method: "POST", body, cookie })
    // Two staff opened version 1; both save at once: one is taken, the other is told.
    const answers = await Promise.all([change({ status: "invited", note: "Sita's", version: 1 }), change({ status: "declined", note: "Ram's", version: 1 })])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409])
    const conflict = answers.find((response) => response.status === 409)!
    const taken = (await answers.find((response) => response.status === 200)!.json()) as { status: string; version: number }
    const told = (await conflict.json()) as { error: string; application: { status: string; version: number; history: unknown[] } }
    expect(told.error).toBe("changed")
    expect(told.application).toMatchObject({ status: taken.status, version: 2 })
    expect(told.application.history).toHaveLength(1)
    const events = await db().query<{ n: string }>("SELECT count(*) AS n FROM application_events")
    expect(Number(events[0]?.n)).toBe(1)
    // Saved again on what the page now shows, it goes through.
    expect((await change({ status: "withdrawn", version: 2 })).status).toBe(200)
  })

  it("leaves out control characters of a note, instead of failing to store it", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const { cookie } = await signIn()
    const response = await call(`applications/${reference}/status`, { method: "POST", body: { status: "invited", note: "Call\u0000 back\ud800 on\u0007 Sunday", version: 1 }, cookie })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { history: { note: string }[] }).history.map((event) => event.note)).toEqual(["Call back on Sunday"])
  })

  it("reads a search and a reference without control characters, and a reference that is not one as none", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const { cookie } = await signIn()
    const found = await call("applications?q=Aarav%00", { cookie })
    expect(found.status).toBe(200)
    expect(((await found.json()) as { applications: { reference: string }[] }).applications.map((row) => row.reference)).toEqual([reference])
    expect((await call("export.csv?q=%00", { cookie })).status).toBe(200)
    expect((await call(`applications/${reference}%00`, { cookie })).status).toBe(200)
    expect((await call("applications/CA%E0%A4", { cookie })).status).toBe(404)
    expect((await call("visits/CV%00", { cookie })).status).toBe(404)
  })

  it("exports the filtered applications as a CSV that Excel opens with Devanagari intact, formulas kept as text", async () => {
    const nepali = await receive("2026-11-18T04:00:00Z", { studentName: "आरव श्रेष्ठ", message: '=HYPERLINK("http://x")' }, "ne")
    const english = await receive("2026-11-19T04:00:00Z", { studentName: 'Maya "Mo" Gurung' })
    const { cookie } = await signIn()
    const response = await call("export.csv", { cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="applications-2026-11-20.csv"')
    expect(response.headers.get("cache-control")).toBe("no-store")
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the byte-order mark Excel needs for UTF-8
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n")
    expect(lines).toHaveLength(4) // header, two rows, and the final line break
    expect(lines[0]).toMatch(/^"reference","receivedAt","status","language","studentName",/)
    expect(lines[1]).toMatch(new RegExp(`^"${english}",`))
    expect(lines[1]).toContain('"Maya ""Mo"" Gurung"')
    expect(lines[2]).toContain('"आरव श्रेष्ठ"')
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x"")"`)
    const filtered = new TextDecoder().decode(await (await call("export.csv?from=2026-11-19", { cookie })).arrayBuffer())
    expect(filtered).toContain(english)
    expect(filtered).not.toContain(nepali)
  })

  it("deletes an application for good, with its history, on a family's request", async () => {
    const reference = await receive("2026-11-19T04:00:00Z")
    const kept = await receive("2026-11-19T05:00:00Z")
    const { cookie } = await signIn()
    await call(`applications/${reference}/status`, { method: "POST", body: { status: "reviewed", version: 1 }, cookie })
    expect((await call(`applications/${reference}`, { method: "DELETE", cookie })).status).toBe(200)
    expect((await call(`applications/${reference}`, { cookie })).status).toBe(404)
    expect((await call(`applications/${reference}`, { method: "DELETE", cookie })).status).toBe(404)
    const events = await db().query<{ n: string }>("SELECT count(*) AS n FROM application_events")
    expect(Number(events[0]?.n)).toBe(0)
    const listed = (await (await call("applications", { cookie })).json()) as { applications: { reference: string }[] }
    expect(listed.applications.map((row) => row.reference)).toEqual([kept])
  })

  it("keeps only a salted hash of a password", async () => {
    const [row] = await db().query<{ password_hash: string }>("SELECT password_hash FROM office_accounts WHERE name = 'sita'")
    expect(row?.password_hash).not.toContain(PASSWORD)
    expect(row?.password_hash).toMatch(/^scrypt\$/)
    expect(await checkPassword(db(), "SITA", PASSWORD)).toMatchObject({ name: "sita" })
    expect(await checkPassword(db(), "sita", `${PASSWORD} `)).toBeNull()
  })
})

describeEachDatabase("the sign-in throttle", (db) => {
  const throttle = () => signInThrottle(async () => db())
  const HOUR = 60 * 60 * 1000

  it(`lets ${FREE_FAILURES} wrong passwords for a name from an address through, then makes each next try wait longer, up to 15 minutes`, async () => {
    const gate = throttle()
    let now = 1_000_000
    for (let i = 0; i < FREE_FAILURES; i++) expect(await gate.attempt("sita", "10.0.0.1", now)).toBeNull()
    expect(await gate.attempt("sita", "10.0.0.1", now)).toBe(FIRST_WAIT_MS / 1000)
    // Neither the name from elsewhere nor the address for another name is held up.
    expect(await gate.attempt("sita", "10.0.0.2", now)).toBeNull()
    expect(await gate.attempt("ram", "10.0.0.1", now)).toBeNull()
    now += FIRST_WAIT_MS
    expect(await gate.attempt("sita", "10.0.0.1", now)).toBeNull()
    expect(await gate.attempt("sita", "10.0.0.1", now)).toBe((2 * FIRST_WAIT_MS) / 1000)
    expect(waitAfter(FREE_FAILURES + 20, FREE_FAILURES)).toBe(LONGEST_WAIT_MS)
    // A right password ends the count for the name from that address.
    await gate.succeeded("sita", "10.0.0.1")
    expect(await gate.attempt("sita", "10.0.0.1", now)).toBeNull()
  })

  it(`slows an address that tries many names after ${ADDRESS_FREE_FAILURES} wrong tries`, async () => {
    const gate = throttle()
    const now = 5_000_000
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) expect(await gate.attempt(`name-${i}`, "10.0.1.1", now)).toBeNull()
    expect(await gate.attempt("another", "10.0.1.1", now)).toBeGreaterThan(0)
    expect(await gate.attempt("another", "10.0.1.2", now)).toBeNull()
  })

  it(`gives each address ${FREE_FAILURES_UNDER_ATTACK} free try for a name under attack from many, and still lets a clean address in`, async () => {
    const gate = throttle()
    const now = 9_000_000
    for (let i = 0; i < NAME_UNDER_ATTACK; i++) expect(await gate.attempt("sita", `10.2.${Math.floor(i / 200)}.${i % 200}`, now)).toBeNull()
    expect(await gate.attempt("sita", "10.3.0.1", now)).toBeNull()
    expect(await gate.attempt("sita", "10.3.0.1", now)).toBeGreaterThan(0)
    expect(await gate.attempt("sita", "10.3.0.2", now)).toBeNull()
  })

  it("keeps one address guessing as fast as it may to about a hundred passwords a day, years from a ten-character one", async () => {
    const gate = throttle()
    const start = 50_000_000
    let now = start
    let tries = 0
    while (now < start + 24 * HOUR) {
      const wait = await gate.attempt("sita", "10.4.0.1", now)
      if (wait === null) tries += 1
      now += wait === null ? 1 : wait * 1000
    }
    expect(tries).toBeLessThan(24 * 4 + FREE_FAILURES + 10)
    // Even the lowercase letters alone give 26^10 passwords: at this pace, far more than a thousand years.
    const years = 26 ** MIN_PASSWORD_LENGTH / 2 / (tries * 365)
    expect(years).toBeGreaterThan(1000)
    expect(FORGET_MS).toBeGreaterThan(LONGEST_WAIT_MS)
  })
})
