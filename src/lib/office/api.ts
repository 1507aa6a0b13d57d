// What each call of /api/office/ answers when it succeeds (200), declared once for both ends: the
// server's handler (src/server/office/handler.ts) answers with these and the office page
// (src/features/office/api.ts) reads them, so the two cannot drift apart. The errors (401, 404, 409,
// 422, 429, 502, 503) carry only { error } and the page reads them by status.
//
// `M` is how a moment is held. The page reads ISO text (the default); the server's rows hold a Date
// or ISO text (pg and PGlite differ), which JSON writes as the same ISO text.
import type { SlotWithPlaces } from "../visits/slots"
import type { InboxRow, Status, VisitBookingFields, VisitListRow } from "./inbox"

/** One change of an application's status, as its history lists it. */
export interface StatusEvent {
  status: string
  note: string
  changedBy: string
  changedAt: string
}

/** One application as its page in the office shows it. */
export interface OfficeApplication {
  reference: string
  receivedAt: string
  language: string
  status: string
  /** One more at each change: a change names the version it was made on (409 when another came first). */
  version: number
  /** The answers as the office reads them, keys as in the form's payload. */
  answers: Record<string, string>
  history: StatusEvent[]
}

// Types, not interfaces, like VisitBookingFields: the database's query results take them as rows.
/** A booked visit with its id, its time of booking and of cancelling (null while it stands). */
export type VisitBooking<M = string> = VisitBookingFields & {
  id: string
  created_at: M
  cancelled_at: M | null
}

/** One change to a booked visit (booked, cancelled, moved), as visit_events keeps it. */
export type VisitEvent<M = string> = {
  action: string
  detail: string
  changed_by: string
  changed_at: M
}

/** A booked visit with its history, as the office's view of one visit shows it. */
export interface OfficeVisit<M = string> {
  booking: VisitBooking<M>
  history: VisitEvent<M>[]
}

/** The answer of each call, by the name the office page gives the call. */
export interface OfficeAnswers<M = string> {
  signIn: { name: string }
  signOut: { signedOut: boolean }
  me: { name: string }
  /**
   * The first 200 rows the filters select; `more` when there are others; and how many have each
   * status under the other filters (the count each choice of status would list).
   */
  list: { applications: InboxRow[]; more: boolean; counts: Record<Status, number> }
  application: OfficeApplication
  /** 409 { error: "changed", application } when the version sent is not the application's any more. */
  setStatus: OfficeApplication
  remove: { deleted: string }
  visits: { visits: VisitListRow[] }
  visit: OfficeVisit<M>
  /** The open times a booking can move to: room for its party, its own time left out. */
  visitSlots: { people: number; slots: SlotWithPlaces[] }
  cancelVisit: OfficeVisit<M>
  moveVisit: OfficeVisit<M>
  /**
   * POST applications/<reference>/status-link: a new private link mailed to the parent. Refused with
   * 404 (no such application), 409 { error: "no-email" } (the parent gave no address), 503
   * { error: "no-mail" } (the server has no SMTP) or 502 { error: "mail-failed" } (the mail server
   * refused it; nothing was sent).
   */
  statusLink: { sent: true }
}
