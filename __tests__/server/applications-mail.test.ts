/** @jest-environment node */
// The mail about an application, through a local SMTP sink: the office's in English with the
// reference, the parent's in the form's language, none without SMTP and none to a parent without email.
import { randomUUID } from "node:crypto"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import form from "../../data/admission-form.json"
import nepaliForm from "../../data/ne/admission-form.json"
import site from "../../data/site.json"
import { mailSettingsFromEnv, sendApplicationMail } from "../../src/server/mail"
import { applicationsReceiver } from "../../src/server/receiver"
import { serveFunction } from "../support/api-server"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { describeEachDatabase } from "../support/databases"

interface Received {
  to: string[]
  raw: string
}

async function smtpSink() {
  const mails: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.server.address() as AddressInfo
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** The text of a mail, its quoted-printable or base64 body decoded. */
function bodyOf(raw: string): string {
  const [headers = "", ...rest] = raw.split("\r\n\r\n")
  const body = rest.join("\r\n\r\n")
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, "latin1").toString("utf8")
  }
  return body
}

// PGlite and a PostgreSQL server on a busy machine.
jest.setTimeout(30_000)

describe("mail settings", () => {
  it("are off without SMTP_URL, and default to the school's address", () => {
    expect(mailSettingsFromEnv({})).toBeNull()
    expect(mailSettingsFromEnv({ SMTP_URL: "smtp://127.0.0.1:2525" })).toEqual({ url: "smtp://127.0.0.1:2525", from: site.email, office: site.email })
  })
})

describeEachDatabase("mail about an application", (db) => {
  it("tells the office in English and the parent in the form's language, with the reference", async () => {
    const sink = await smtpSink()
    const settings = { url: sink.url, from: "admissions@school.example", office: "office@school.example" }
    const api = await serveFunction(
      applicationsReceiver({ database: async () => db(), flood: null, onReceived: (reference, input) => sendApplicationMail(settings, reference, input) }),
    )
    try {
      const post = (language: string, email: string) =>
        fetch(`${api.url}/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ answers: validAnswers(new Date(), { email }), language }),
        }).then((response) => response.json() as Promise<{ reference: string }>)
      const { reference } = await post("ne", "sita@example.com")
      await waitFor(() => sink.mails.length === 2)
      const [office, parent] = sink.mails
      expect(office?.to).toEqual(["office@school.example"])
      expect(office?.raw).toContain(reference)
      expect(bodyOf(office!.raw)).toContain(`${form.questions.studentName.label}: Aarav Shrestha`)
      expect(parent?.to).toEqual(["sita@example.com"])
      const text = bodyOf(parent!.raw)
      expect(text).toContain(reference)
      expect(text).toContain(nepaliForm.success.nextTitle)

      await post("en", "")
      await waitFor(() => sink.mails.length === 3)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(sink.mails).toHaveLength(3) // the office only: no address for the parent
    } finally {
      await api.close()
      await sink.close()
    }
  })
  // What is stored is the receiver's suite; here only the mail matters.
}, ["pglite"])

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting for mail")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
