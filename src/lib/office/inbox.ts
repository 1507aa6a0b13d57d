// What the office inbox's server and page agree on: the statuses an application goes through, and
// one row of the list as /api/office/applications sends it.

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
