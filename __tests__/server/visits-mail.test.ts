/** @jest-environment node */
// The mail about a visit: the family's in the page's language with the reference, the Nepal time, the
// map, the cancel link and a calendar file; the office's in English; a move or a cancellation told.
import visits from "../../data/visits.json"
import nepaliVisits from "../../data/ne/visits.json"
import { visitTexts, visitWhen } from "../../src/lib/visits/texts"
import { endTimeOf } from "../../src/lib/visits/slots"
import { directionsUrl } from "../../src/lib/visits/directions"
import { changeLetter, familyLetter, officeVisitLetter, sendVisitMail, type BookedVisit } from "../../src/server/visits/mail"
import { tellFamilyOfChange } from "../../src/server/visits/office"
import type { BookingRow } from "../../src/server/visits/bookings"
import { bodyOf, smtpSink } from "../support/smtp-sink"

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
    expect(letter.text).toContain(directionsUrl())
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
    // A later revision of the same event, so a calendar holding the visit takes the new time.
    expect(moved.ics).toContain(`UID:${VISIT.reference.toLowerCase()}@school.example`)
    expect(moved.ics).toMatch(/\r\nSEQUENCE:1\r\n/)
    expect(familyLetter(VISIT, "school.example", NOW)!.ics).not.toContain("SEQUENCE")
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

  it("tells the family by mail when the office moves their visit: the new time in their language, with its calendar file", async () => {
    const sink = await smtpSink()
    // A Sunday 10:00 visit of the weekly pattern in data/visits.json.
    const sunday = visits.weekly.find((weekly) => weekly.day === "sunday")!
    const booking: BookingRow = {
      id: "1",
      reference: VISIT.reference,
      slot_id: `2026-11-29T${sunday.time}`,
      people: 3,
      name: VISIT.name,
      phone: VISIT.phone,
      email: VISIT.email,
      interest: VISIT.interest,
      note: "",
      language: "ne",
      created_at: new Date(NOW.getTime() - 24 * 60 * 60 * 1000),
      cancelled_at: null,
    }
    try {
      await tellFamilyOfChange(booking, "moved", { ...SETTINGS, url: sink.url }, "school.example", NOW)
      await tellFamilyOfChange({ ...booking, email: "" }, "moved", { ...SETTINGS, url: sink.url }, "school.example", NOW)
      expect(sink.mails.map((mail) => mail.to)).toEqual([[VISIT.email]])
      const slot = { day: "2026-11-29", time: sunday.time, endTime: endTimeOf(sunday.time, sunday.minutes) }
      expect(bodyOf(sink.mails[0]!.raw)).toContain(visitWhen(slot, "ne"))
      expect(sink.mails[0]?.raw).toContain("filename=visit.ics")
      // Booked a day before the move: the calendar file is a later revision than the booking's.
      expect(bodyOf(sink.mails[0]!.raw, /text\/calendar/)).toMatch(/\r\nSEQUENCE:86400\r\n/)
      // Without mail settings nothing is sent, and nothing fails.
      await expect(tellFamilyOfChange(booking, "moved", null, "school.example", NOW)).resolves.toBeUndefined()
    } finally {
      await sink.close()
    }
  })
})
