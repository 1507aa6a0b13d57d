/** @jest-environment node */
// The mail about an application, through a local SMTP sink: the office's in English with the
// reference, the parent's in the form's language with the private status link (on SITE_URL, else the
// address the request came to), none without SMTP and none to a parent without email.
import { randomUUID } from "node:crypto"
import form from "../../data/admission-form.json"
import nepaliForm from "../../data/ne/admission-form.json"
import site from "../../data/site.json"
import { statusLink } from "../../src/lib/status/api"
import { apiHandler } from "../../src/server/api"
import { mailSettingsFromEnv, sendApplicationMail } from "../../src/server/mail"
import { applicationsReceiver } from "../../src/server/receiver"
import { serveFunction } from "../support/api-server"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { describeEachDatabase } from "../support/databases"
import { bodyOf, smtpSink } from "../support/smtp-sink"

// PGlite and a PostgreSQL server on a busy machine.
jest.setTimeout(30_000)

describe("mail settings", () => {
  it("are off without SMTP_URL, and default to the school's address", () => {
    expect(mailSettingsFromEnv({})).toBeNull()
    expect(mailSettingsFromEnv({ SMTP_URL: "smtp://127.0.0.1:2525" })).toEqual({ url: "smtp://127.0.0.1:2525", from: site.email, office: site.email })
  })
})

describeEachDatabase("mail about an application", (db) => {
  it("tells the office in English and the parent in the form's language, with the reference and the private link", async () => {
    const sink = await smtpSink()
    const settings = { url: sink.url, from: "admissions@school.example", office: "office@school.example" }
    const api = await serveFunction(
      applicationsReceiver({ database: async () => db(), flood: null, onReceived: (receipt, input) => sendApplicationMail(settings, receipt, input, "https://school.example") }),
    )
    try {
      const post = (language: string, email: string) =>
        fetch(`${api.url}/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ answers: validAnswers(new Date(), { email }), language }),
        }).then((response) => response.json() as Promise<{ reference: string; statusKey: string }>)
      const { reference, statusKey } = await post("ne", "sita@example.com")
      await waitFor(() => sink.mails.length === 2)
      const [office, parent] = sink.mails
      expect(office?.to).toEqual(["office@school.example"])
      expect(office?.raw).toContain(reference)
      expect(bodyOf(office!.raw)).toContain(`${form.questions.studentName.label}: Aarav Shrestha`)
      expect(office?.raw).not.toContain(statusKey)
      expect(parent?.to).toEqual(["sita@example.com"])
      const text = bodyOf(parent!.raw)
      expect(text).toContain(reference)
      expect(text).toContain(nepaliForm.success.nextTitle)
      expect(text).toContain(`${nepaliForm.success.statusLinkHint}\r\n${statusLink("https://school.example", "ne", statusKey)}\r\n`)
      expect(statusLink("https://school.example", "ne", statusKey)).toBe(`https://school.example/ne/status/#key=${statusKey}`)

      await post("en", "")
      await waitFor(() => sink.mails.length === 3)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(sink.mails).toHaveLength(3) // the office only: no address for the parent
    } finally {
      await api.close()
      await sink.close()
    }
  })

  it("links to the site at SITE_URL, else at the address the request came to", async () => {
    const sink = await smtpSink()
    const servers = await Promise.all(
      [{}, { SITE_URL: "https://crest.example" }].map((env) =>
        serveFunction(apiHandler({ database: async () => db(), holidays: [], env: { SMTP_URL: sink.url, ...env } })),
      ),
    )
    try {
      const links: string[] = []
      for (const server of servers) {
        const response = await fetch(`${server.url}/api/applications`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
          body: JSON.stringify({ answers: validAnswers(new Date(), { email: "sita@example.com" }), language: "en" }),
        })
        const { statusKey } = (await response.json()) as { statusKey: string }
        await waitFor(() => sink.mails.length === 2 * (links.length + 1))
        const parent = sink.mails.find((mail) => mail.to.includes("sita@example.com") && bodyOf(mail.raw).includes(statusKey))
        links.push(/^http\S+#key=\S+$/m.exec(bodyOf(parent!.raw))?.[0] ?? "")
        expect(links.at(-1)).toContain(statusKey)
      }
      expect(links[0]).toMatch(new RegExp(`^${servers[0]!.url}/status/#key=`))
      expect(links[1]).toMatch(/^https:\/\/crest\.example\/status\/#key=/)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
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
