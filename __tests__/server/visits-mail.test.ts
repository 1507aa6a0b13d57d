/** @jest-environment node */
// The mail about a visit: the family's in the page's language with the reference, the Nepal time, the
// map, the cancel link and a calendar file; the office's in English; a move or a cancellation told.
import visits from "../../data/visits.json"
import nepaliVisits from "../../data/ne/visits.json"
import { visitTexts, visitWhen } from "../../src/lib/visits/texts"
import { changeLetter, familyLetter, officeVisitLetter, sendVisitMail, type BookedVisit } from "../../src/server/visits/mail"
import { smtpSink } from "../support/smtp-sink"

const NOW = new Date("2026-11-27T02:00:00Z")
const SETTINGS = { url: "smtp://127.0.0.1:1", from: "school@school.example", office: "office@school.example" }

const VISIT: BookedVisit = {
  reference: "CV-2083-0007",
  slot: { day: "2026-11-29", time: "10:00", endTime: "11:00", startsAt: "2026-11-29T10:00:00+05:45", endsAt: "2026-11-29T11:00:00+05:45", language: "ne" },
  people: 3,
  name: "Sita Gurung",
  phone: "+9779841234567",
  email: "sita@example.com",
  interest: visits.interests[0]!.value,
  note: "",
  language: "ne",
  cancelUrl: "https://school.example/ne/visit/#cancel=abc",
}

describe("mail about a visit", () => {
  it("writes the family's letter in their language: reference, BS day and Nepal time, map, cancel link, calendar file", () => {
    const letter = familyLetter(VISIT, "school.example", NOW)!
    expect(letter.to).toBe("sita@example.com")
    expect(letter.text).toContain(VISIT.reference)
    expect(letter.text).toContain(visitWhen(VISIT.slot, "ne"))
    expect(letter.text).toContain(nepaliVisits.confirmation.referenceLabel)
    expect(letter.text).toContain(visits.mapLink.to)
    expect(letter.text).toContain(VISIT.cancelUrl)
    // 10:00 in Nepal is 04:15 UTC.
    expect(letter.ics).toContain("DTSTART:20261129T041500Z")
    expect(letter.ics).toContain("DTEND:20261129T051500Z")
    expect(letter.ics).toContain(`UID:${VISIT.reference.toLowerCase()}@school.example`)
    expect(familyLetter({ ...VISIT, email: " " }, "school.example", NOW)).toBeNull()
  })

  it("writes the office's letter in English with every answer", () => {
    const letter = officeVisitLetter(SETTINGS, VISIT)
    expect(letter.to).toBe(SETTINGS.office)
    expect(letter.subject.startsWith(VISIT.reference)).toBe(true)
    expect(letter.text).toContain(visitWhen(VISIT.slot, "en"))
    expect(letter.text).toContain(`${visits.form.nameLabel}: Sita Gurung`)
    expect(letter.text).toContain(visits.interests[0]!.label)
  })

  it("tells the family of a move, with the new time and a calendar file, and of a cancellation", () => {
    const moved = changeLetter(VISIT, "moved", "school.example", NOW)!
    expect(moved.text).toContain(visitWhen(VISIT.slot, "ne"))
    expect(moved.ics).toContain("DTSTART:20261129T041500Z")
    const cancelled = changeLetter({ ...VISIT, language: "en" }, "cancelled", "school.example", NOW)!
    expect(cancelled.text).toContain(VISIT.reference)
    expect(cancelled.ics).toBeUndefined()
    expect(visitTexts("en").mail.cancelledSubject).not.toBe(visitTexts("ne").mail.cancelledSubject)
  })

  it("sends the letters through SMTP, the calendar file attached", async () => {
    const sink = await smtpSink()
    try {
      await sendVisitMail({ ...SETTINGS, url: sink.url }, [familyLetter(VISIT, "school.example", NOW), null, officeVisitLetter(SETTINGS, VISIT)])
      expect(sink.mails.map((mail) => mail.to)).toEqual([["sita@example.com"], ["office@school.example"]])
      expect(sink.mails[0]?.raw).toMatch(/Content-Type: text\/calendar/i)
      expect(sink.mails[0]?.raw).toContain('filename=visit.ics')
    } finally {
      await sink.close()
    }
  })
})
