/** @jest-environment node */
// POST /api/office/applications/<reference>/status-link against both databases, its mail through a
// local SMTP sink: a new private link for a family that lost theirs, in the form's language, beside
// the old one; refused without a session, without the parent's address or without SMTP, and taken
// back when the mail server refuses it. The session is made directly, without scrypt: signing in is
// office.test.ts's.
import { randomUUID } from "node:crypto"
import form from "../../data/admission-form.json"
import nepaliForm from "../../data/ne/admission-form.json"
import type { AdmissionValues } from "../../src/lib/validation/admission"
import { receiveApplication } from "../../src/server/applications"
import type { MailSettings } from "../../src/server/mail"
import { officeHandler } from "../../src/server/office/handler"
import { SESSION_COOKIE, startSession } from "../../src/server/office/sessions"
import { findApplication } from "../../src/server/status/lookup"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { serveFunction, type ApiServer } from "../support/api-server"
import { describeEachDatabase } from "../support/databases"
import { bodyOf, smtpSink } from "../support/smtp-sink"

// PGlite, a PostgreSQL server and an SMTP sink on a busy machine.
jest.setTimeout(30_000)

const NOW = new Date("2026-11-20T06:00:00Z")
const SITE = "https://crest.example"

describeEachDatabase("the office's new private link", (db) => {
  let sink: Awaited<ReturnType<typeof smtpSink>>
  const servers: ApiServer[] = []
  let withMail: ApiServer
  let withoutMail: ApiServer
  let refusedMail: ApiServer
  const serve = async (mail: MailSettings | null) => {
    const server = await serveFunction(officeHandler({ database: async () => db(), now: () => NOW, mail, siteOrigin: () => SITE }))
    servers.push(server)
    return server
  }
  beforeAll(async () => {
    sink = await smtpSink()
    withMail = await serve({ url: sink.url, from: "school@school.example", office: "office@school.example" })
    withoutMail = await serve(null)
    // Nothing listens on port 1: the mail server cannot be reached.
    refusedMail = await serve({ url: "smtp://127.0.0.1:1", from: "school@school.example", office: "office@school.example" })
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await sink.close()
  })

  let cookie = ""
  beforeEach(async () => {
    sink.mails.length = 0
    const [account] = await db().query<{ id: string; name: string }>("INSERT INTO office_accounts (name, password_hash) VALUES ('sita', 'no password') RETURNING id, name")
    cookie = `${SESSION_COOKIE}=${await startSession(db(), { id: String(account!.id), name: account!.name }, NOW)}`
  })

  const send = (server: ApiServer, reference: string, init: { cookie?: string | null; origin?: string | null; method?: string } = {}) =>
    fetch(`${server.url}/api/office/applications/${encodeURIComponent(reference)}/status-link`, {
      method: init.method ?? "POST",
      headers: {
        ...(init.method === "GET" ? {} : { "Content-Type": "application/json" }),
        ...(init.origin === null ? {} : { Origin: init.origin ?? server.url }),
        ...(init.cookie === null ? {} : { Cookie: init.cookie ?? cookie }),
      },
      body: init.method === "GET" ? undefined : "{}",
    })
  async function receive(changes: Partial<AdmissionValues> = {}, language: "en" | "ne" = "en") {
    const received = await receiveApplication(db(), randomUUID(), { values: validAnswers(NOW, changes), language }, NOW)
    if (received.reused) throw new Error("a new key was taken for a used one")
    return received
  }
  const keyCount = async () => Number((await db().query<{ n: string }>("SELECT count(*) AS n FROM status_keys"))[0]?.n)

  it("mails the parent a new link in the form's language, which opens the application as the first still does", async () => {
    const first = await receive({}, "ne")
    const response = await send(withMail, first.reference.toLowerCase())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sent: true })
    expect(sink.mails).toHaveLength(1)
    const [mail] = sink.mails
    expect(mail?.to).toEqual(["sita@example.com"])
    const text = bodyOf(mail!.raw)
    expect(text).toContain(nepaliForm.success.statusLinkHint)
    expect(text).toContain(first.reference)
    const key = new RegExp(`^${SITE}/ne/status/#key=([A-Za-z0-9_-]{43})$`, "m").exec(text)?.[1]
    expect(key).toBeDefined()
    expect(key).not.toBe(first.statusKey)
    for (const statusKey of [first.statusKey, key!]) expect((await findApplication(db(), { by: "key", key: statusKey }))?.reference).toBe(first.reference)
    // A status of the history is a status: sending a link is none.
    expect(await db().query("SELECT * FROM application_events")).toEqual([])
  })

  it("writes the subject from data, in English for an English form", async () => {
    const { reference } = await receive()
    expect((await send(withMail, reference)).status).toBe(200)
    expect(sink.mails[0]?.raw).toContain(`Subject: ${form.success.statusLinkSubject} (${reference})`)
    expect(bodyOf(sink.mails[0]!.raw)).toMatch(new RegExp(`^${SITE}/status/#key=`, "m"))
  })

  it("answers 404 for no such application, 409 without the parent's address and 503 without SMTP, making no key", async () => {
    const { reference } = await receive()
    const noEmail = await receive({ email: "  " })
    expect((await send(withMail, "CA-2000-9999")).status).toBe(404)
    const refused = await send(withMail, noEmail.reference)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: "no-email" })
    const unconfigured = await send(withoutMail, reference)
    expect(unconfigured.status).toBe(503)
    expect(await unconfigured.json()).toEqual({ error: "no-mail" })
    expect(sink.mails).toHaveLength(0)
    expect(await keyCount()).toBe(2) // the two receipts'
  })

  it("takes the new key back when the mail server cannot be reached, and answers 502", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const { reference } = await receive()
      const response = await send(refusedMail, reference)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({ error: "mail-failed" })
      expect(await keyCount()).toBe(1)
    } finally {
      errors.mockRestore()
    }
  })

  it("answers 401 without a session, 403 without the office's origin and 405 to another method", async () => {
    const { reference } = await receive()
    expect((await send(withMail, reference, { cookie: null })).status).toBe(401)
    expect((await send(withMail, reference, { cookie: `${SESSION_COOKIE}=made-up` })).status).toBe(401)
    expect((await send(withMail, reference, { origin: null })).status).toBe(403)
    expect((await send(withMail, reference, { origin: "https://elsewhere.example" })).status).toBe(403)
    const get = await send(withMail, reference, { method: "GET" })
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
    expect(sink.mails).toHaveLength(0)
    expect(await keyCount()).toBe(1)
  })
})
