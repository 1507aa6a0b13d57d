// What the office reads and does: the applications, newest first, filtered and searched, and exported;
// one of them whole, with its history of statuses; a new status with a note; deletion.
import { NEPAL_OFFSET } from "../../lib/nepal-time/day"
import { typedText } from "../../lib/validation/text"
import type { Database, Queryable } from "../database"
import type { OfficeApplication } from "../../lib/office/api"
import { isStatus, STATUSES, type InboxRow, type Status } from "../../lib/office/inbox"

export { STATUSES, isStatus, type InboxRow, type Status } from "../../lib/office/inbox"

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

/** The most rows one page of the list shows; `more` says when there are others. */
export const LIST_LIMIT = 200

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads a filter from a query string, leaving out what is not a filter the inbox knows. */
export function filterFrom(given: URLSearchParams): InboxFilter {
  // A NUL in a query would fail in the database (and then for ever): read as typedText, as every text.
  const params = {
    get(name: string): string | null {
      const value = given.get(name)
      return value === null ? null : typedText(value)
    },
  }
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

/** The WHERE clause and its parameters for a filter (parameters numbered from $1). */
function whereOf(filter: InboxFilter): { sql: string; params: unknown[] } {
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
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params }
}

/**
 * How many applications have each status among those the other filters select (the level, the days,
 * the search): what the list's status filter would show for each choice. A status nobody has counts 0.
 */
export async function statusCounts(db: Queryable, { status: _status, ...filter }: InboxFilter = {}): Promise<Record<Status, number>> {
  const { sql, params } = whereOf(filter)
  const rows = await db.query<{ status: string; n: string | number }>(`SELECT status, count(*) AS n FROM applications ${sql} GROUP BY status`, params)
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>
  for (const row of rows) if (isStatus(row.status)) counts[row.status] = Number(row.n)
  return counts
}

export async function listApplications(db: Queryable, filter: InboxFilter = {}): Promise<{ rows: InboxRow[]; more: boolean }> {
  const { sql, params } = whereOf(filter)
  const rows = await db.query<ListRow & Record<string, unknown>>(
    `SELECT reference, received_at, student_name, parent_name, level, readable->>'level' AS level_label, status
     FROM applications ${sql}
     ORDER BY received_at DESC, id DESC LIMIT $${params.length + 1}`,
    [...params, LIST_LIMIT + 1],
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

/** The columns of the export after reference, received, status and language: the answers' keys. */
export const EXPORT_ANSWERS = [
  "studentName", "dateOfBirth", "dateOfBirthBs", "gender", "level", "previousSchool", "lastGrade", "parentName",
  "relation", "phone", "email", "address", "heardFrom", "message", "consent",
] as const

/** Every application the filter selects (no page limit), as rows of text for the CSV export, header first. */
export async function exportRows(db: Queryable, filter: InboxFilter = {}): Promise<string[][]> {
  const { sql, params } = whereOf(filter)
  const rows = await db.query<{ reference: string; received_at: Date | string; status: string; language: string; readable: unknown }>(
    `SELECT reference, received_at, status, language, readable FROM applications ${sql} ORDER BY received_at DESC, id DESC`,
    params,
  )
  const header = ["reference", "receivedAt", "status", "language", ...EXPORT_ANSWERS]
  return [
    header,
    ...rows.map((row) => {
      const readable = (typeof row.readable === "string" ? JSON.parse(row.readable) : row.readable) as Record<string, string>
      return [row.reference, new Date(row.received_at).toISOString(), row.status, row.language, ...EXPORT_ANSWERS.map((key) => readable[key] ?? "")]
    }),
  ]
}

/** The most a note may hold. */
export const NOTE_MAX = 1000

export type ChangeResult = "changed" | "not-found" | "conflict"

/**
 * Sets the status, with a note, and records who did it when, if the application is still at the
 * version its author saw: "conflict" when another change came first (nothing is written), "not-found"
 * when there is no such application.
 */
export async function changeStatus(
  db: Database,
  reference: string,
  status: Status,
  note: string,
  by: string,
  seenVersion: number,
  now: Date = new Date(),
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const ref = reference.trim().toUpperCase()
    const [row] = await tx.query<{ id: string }>(
      "UPDATE applications SET status = $1, version = version + 1 WHERE reference = $2 AND version = $3 RETURNING id",
      [status, ref, seenVersion],
    )
    if (!row) return (await tx.query("SELECT 1 FROM applications WHERE reference = $1", [ref])).length > 0 ? "conflict" : "not-found"
    await tx.query("INSERT INTO application_events (application_id, status, note, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5)", [
      row.id,
      status,
      note.trim().slice(0, NOTE_MAX),
      by,
      now.toISOString(),
    ])
    return "changed"
  })
}

/** Deletes an application for good, with its history (a family asked); false when there was none. */
export async function deleteApplication(db: Queryable, reference: string): Promise<boolean> {
  return (await db.query("DELETE FROM applications WHERE reference = $1 RETURNING id", [reference.trim().toUpperCase()])).length > 0
}

export async function applicationByReference(db: Queryable, reference: string): Promise<OfficeApplication | null> {
  const [row] = await db.query<{ id: string; reference: string; received_at: Date | string; language: string; status: string; version: number; readable: unknown }>(
    "SELECT id, reference, received_at, language, status, version, readable FROM applications WHERE reference = $1",
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
    version: Number(row.version),
    answers: readable,
    history: events.map((event) => ({
      status: event.status,
      note: event.note,
      changedBy: event.changed_by,
      changedAt: new Date(event.changed_at).toISOString(),
    })),
  }
}
