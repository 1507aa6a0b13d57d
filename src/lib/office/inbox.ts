// What the office inbox's server and page agree on: the statuses an application goes through, one
// row of the list as /api/office/applications sends it, and one booked visit as /api/office/visits does.

export const STATUSES = ["received", "reviewed", "invited", "admitted", "declined", "withdrawn"] as const
export type Status = (typeof STATUSES)[number]

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value)
}

export interface InboxRow {
  reference: string
  receivedAt: string
  studentName: string
  parentName: string
  level: string
  levelLabel: string
  status: string
}

/** A booked visit as the database keeps it (VisitBooking in api.ts adds its id and times of booking and cancelling). */
// Types, not interfaces: the database's query results take them as rows with string keys.
export type VisitBookingFields = {
  reference: string
  slot_id: string
  people: number
  name: string
  phone: string
  email: string
  interest: string
  note: string
  language: string
}

/** A booked visit in the office's day or week list, cancelled ones included. */
export type VisitListRow = VisitBookingFields & {
  cancelled: boolean
}
