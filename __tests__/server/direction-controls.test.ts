/** @jest-environment node */
// What families typed, where the office reads it outside its page: the CSV export and the office's
// mail show a name with a right-to-left override in the order it was typed, and the CSV stays plain
// data (no invisible wrapper around each value, a formula hidden behind a control still kept as text).
import visits from "../../data/visits.json"
import { validAnswers } from "../../scripts/applications/sample-answers"
import { officeLetter } from "../../src/server/mail"
import { csvCell, toCsv } from "../../src/server/office/csv"
import { officeVisitLetter, type BookedVisit } from "../../src/server/visits/mail"

const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/
const EVIL = "\u202Eevil\u202C Kumar"
const SETTINGS = { url: "smtp://127.0.0.1:1", from: "school@school.example", office: "office@school.example" }

describe("direction controls in what the office reads", () => {
  it("are left out of the CSV export's cells, and a formula behind one is still kept as text", () => {
    expect(csvCell(EVIL)).toBe('"evil Kumar"')
    expect(csvCell("\u2067Sita\u2069 \u202Bउपाध्याय")).toBe('"Sita उपाध्याय"')
    expect(csvCell('\u202E=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(toCsv([["name"], [EVIL]])).not.toMatch(CONTROLS)
  })

  it("are left out of the office's mail about an application, its subject too", () => {
    const now = new Date("2026-11-20T06:00:00Z")
    const letter = officeLetter(SETTINGS, "CA-2083-0001", { values: validAnswers(now, { studentName: EVIL, message: "Hello \u202Ethere" }), language: "en" })
    expect(letter.subject).toContain("evil Kumar")
    expect(letter.text).toContain("evil Kumar")
    expect(letter.text).toContain("Hello there")
    expect(`${letter.subject}\n${letter.text}`).not.toMatch(CONTROLS)
  })

  it("are left out of the office's mail about a visit", () => {
    const visit: BookedVisit = {
      reference: "CV-2083-0007",
      slot: { day: "2026-11-29", time: "10:00", endTime: "11:00", startsAt: "2026-11-29T10:00:00+05:45", endsAt: "2026-11-29T11:00:00+05:45", language: "ne" },
      people: 3,
      name: EVIL,
      phone: "+9779841234567",
      email: "sita@example.com\u202E",
      interest: visits.interests[0]!.value,
      note: "Wheelchair \u2066please",
      language: "ne",
      cancelUrl: "https://school.example/ne/visit/#cancel=abc",
    }
    const letter = officeVisitLetter(SETTINGS, visit)
    expect(letter.text).toContain("evil Kumar")
    expect(letter.text).toContain("Wheelchair please")
    expect(`${letter.subject}\n${letter.text}`).not.toMatch(CONTROLS)
  })
})
