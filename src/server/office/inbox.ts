// What the office reads: the applications, newest first, filtered and searched; and one of them whole,
// with its history of statuses.
import { NEPAL_OFFSET } from "../../lib/nepal-time/day"
import type { Queryable } from "../db"

export const STATUSES = ["received", "reviewed", "invited", "admitted", "declined", "withdrawn"] as const
export type Status = (typeof STATUSES)[number]

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value)
}

export interface InboxFilter {
  /** The level's value (data/admission-form.json), as stored. */
  level?: string
  status?: Status
  /** Days in Nepal, "YYYY-MM-DD", both included. */
  from?: string
  to?: string
  /** Part of the student's or parent's name, or of the reference. */
  search?: string
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

/** The most rows one page of the list shows; `more` says when there are others. */
export const LIST_LIMIT = 200

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads a filter from a query string, leaving out what is not a filter the inbox knows. */
export function filterFrom(params: URLSearchParams): InboxFilter {
  const filter: InboxFilter = {}
  const level = params.get("level")?.trim()
  if (level) filter.level = level
  const status = params.get("status")
  if (isStatus(status)) filter.status = status
  const from = params.get("from")
  if (from && ISO_DAY.test(from)) filter.from = from
  const to = params.get("to")
  if (to && ISO_DAY.test(to)) filter.to = to
  const search = params.get("q")?.trim()
  if (search) filter.search = search.slice(0, 100)
  return filter
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function nextDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

interface ListRow {
  reference: string
  received_at: Date | string
  student_name: string
  parent_name: string
  level: string
  level_label: string | null
  status: string
}

export async function listApplications(db: Queryable, filter: InboxFilter = {}): Promise<{ rows: InboxRow[]; more: boolean }> {
  const where: string[] = []
  const params: unknown[] = []
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (filter.level) add((p) => `level = ${p}`, filter.level)
  if (filter.status) add((p) => `status = ${p}`, filter.status)
  // A day is the office's day, in Nepal.
  if (filter.from) add((p) => `received_at >= ${p}::timestamptz`, `${filter.from}T00:00:00${NEPAL_OFFSET}`)
  if (filter.to) add((p) => `received_at < ${p}::timestamptz`, `${nextDay(filter.to)}T00:00:00${NEPAL_OFFSET}`)
  if (filter.search) {
    add((p) => `(student_name ILIKE ${p} OR parent_name ILIKE ${p} OR reference ILIKE ${p})`, likePattern(filter.search))
  }
  params.push(LIST_LIMIT + 1)
  const rows = await db.query<ListRow & Record<string, unknown>>(
    `SELECT reference, received_at, student_name, parent_name, level, readable->>'level' AS level_label, status
     FROM applications ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
     ORDER BY received_at DESC, id DESC LIMIT $${params.length}`,
    params,
  )
  return {
    rows: rows.slice(0, LIST_LIMIT).map((row) => ({
      reference: row.reference,
      receivedAt: new Date(row.received_at).toISOString(),
      studentName: row.student_name,
      parentName: row.parent_name,
      level: row.level,
      levelLabel: row.level_label ?? row.level,
      status: row.status,
    })),
    more: rows.length > LIST_LIMIT,
  }
}

export interface StatusEvent {
  status: string
  note: string
  changedBy: string
  changedAt: string
}

export interface ApplicationPage {
  reference: string
  receivedAt: string
  language: string
  status: string
  /** The answers as the office reads them, keys as in the form's payload. */
  answers: Record<string, string>
  history: StatusEvent[]
}

export async function applicationByReference(db: Queryable, reference: string): Promise<ApplicationPage | null> {
  const [row] = await db.query<{ id: string; reference: string; received_at: Date | string; language: string; status: string; readable: unknown }>(
    "SELECT id, reference, received_at, language, status, readable FROM applications WHERE reference = $1",
    [reference.trim().toUpperCase()],
  )
  if (!row) return null
  const events = await db.query<{ status: string; note: string; changed_by: string; changed_at: Date | string }>(
    "SELECT status, note, changed_by, changed_at FROM application_events WHERE application_id = $1 ORDER BY changed_at, id",
    [row.id],
  )
  const readable = (typeof row.readable === "string" ? JSON.parse(row.readable) : row.readable) as Record<string, string>
  return {
    reference: row.reference,
    receivedAt: new Date(row.received_at).toISOString(),
    language: row.language,
    status: row.status,
    answers: readable,
    history: events.map((event) => ({
      status: event.status,
      note: event.note,
      changedBy: event.changed_by,
      changedAt: new Date(event.changed_at).toISOString(),
    })),
  }
}
