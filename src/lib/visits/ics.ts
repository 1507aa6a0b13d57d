// A booked visit as an iCalendar file, for the family's own calendar: written by the server for the
// email and by the page for the confirmation's link, from the same function. Times in UTC, so every
// calendar app places the visit at its Nepal time.
import { foldIcsLines, icsText, icsUtc } from "../calendar/ics-lines"

export interface VisitIcs {
  reference: string
  /** The visit's start and end, ISO date-times with Nepal's offset. */
  startsAt: string
  endsAt: string
  /** What the calendar calls it, e.g. "Visit to Crest Academy". */
  title: string
  description: string
  location: string
  /** The host the UID is scoped to, e.g. www.crest-academy.example. */
  host: string
  /** DTSTAMP. */
  now: Date
  /**
   * The event's revision: 0 (left out) for the booking, higher for each later change, so a calendar
   * that already holds the visit takes a moved one's new time rather than keeping the old.
   */
  sequence?: number
}

export function visitIcs(visit: VisitIcs): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${visit.host}//visits//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    // One UID per booking: a moved visit sent again replaces the old one in the calendar.
    `UID:${visit.reference.toLowerCase()}@${visit.host}`,
    `DTSTAMP:${icsUtc(visit.now)}`,
    ...(visit.sequence ? [`SEQUENCE:${visit.sequence}`] : []),
    `DTSTART:${icsUtc(visit.startsAt)}`,
    `DTEND:${icsUtc(visit.endsAt)}`,
    `SUMMARY:${icsText(`${visit.title} (${visit.reference})`)}`,
    `DESCRIPTION:${icsText(visit.description)}`,
    `LOCATION:${icsText(visit.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return foldIcsLines(lines.join("\r\n")) + "\r\n"
}
