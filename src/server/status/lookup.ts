// Which application a family asks about, and what of it they are shown. A lookup is the private link's
// key, or the reference with the child's date of birth read as the admission form reads it, in AD or BS
// and in either digits: the day typed and the day the form was given are compared as AD days, so a
// family that applied in AD may answer in BS. An unknown reference and a wrong date of birth cost the
// same one SELECT and give the same null. The view is the application's steps, never the office's
// notes nor who set a status.
import { isLocale, type Locale } from "../../lib/i18n/locales"
import { compareDays, nepalDayOf, type Calendar, type Day } from "../../lib/nepal-time/day"
import type { Status } from "../../lib/office/inbox"
import type { FamilyView, StatusFieldErrors } from "../../lib/status/api"
import { normalReference, REFERENCE_PATTERN } from "../../lib/references"
import { readDateOfBirth } from "../../lib/validation/date-of-birth"
import { typedText } from "../../lib/validation/text"
import type { Queryable } from "../database"
import { hashStatusKey, isStatusKey } from "./keys"

export type Lookup = { by: "key"; key: string } | { by: "dateOfBirth"; reference: string; born: Day }

export type LookupParse = { ok: true; lookup: Lookup } | { ok: false; fields: StatusFieldErrors }

/** Longer than any reference the office gives, shorter than anything worth a row of the throttle. */
const REFERENCE_MAX = 24

function text(value: unknown): string {
  return typeof value === "string" ? typedText(value) : ""
}

function isCalendar(value: unknown): value is Calendar {
  return value === "ad" || value === "bs"
}

/** Reads a request's body: a key, or a reference and a date of birth (`today` in Nepal, for the date's checks). */
export function parseLookup(body: unknown, today: Day): LookupParse {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, fields: { reference: { code: "required" }, dateOfBirth: { code: "required" } } }
  const given = body as Record<string, unknown>
  if (given.key !== undefined) {
    if (isStatusKey(given.key)) return { ok: true, lookup: { by: "key", key: given.key } }
    return { ok: false, fields: { key: { code: given.key === "" ? "required" : "invalid" } } }
  }
  const fields: StatusFieldErrors = {}
  const reference = normalReference(text(given.reference))
  if (reference === "") fields.reference = { code: "required" }
  else if (reference.length > REFERENCE_MAX || !REFERENCE_PATTERN.test(reference)) fields.reference = { code: "invalid" }
  if (!isCalendar(given.dobCalendar)) fields.dobCalendar = { code: "invalid" }
  const born = readDateOfBirth({ calendar: isCalendar(given.dobCalendar) ? given.dobCalendar : "ad", day: text(given.dobDay), month: text(given.dobMonth), year: text(given.dobYear) }, today)
  if (!born.ok) fields.dateOfBirth = { code: born.code, params: born.params }
  if (Object.keys(fields).length > 0 || !born.ok) return { ok: false, fields }
  return { ok: true, lookup: { by: "dateOfBirth", reference, born: born.ad } }
}

// Types, not interfaces: the database's query results take them as rows with string keys.
type ApplicationRow = {
  id: string
  reference: string
  language: string
  student_name: string
  level: string
  status: Status
  received_at: Date | string
}

/** With the date of birth as the form was given it (answers.dobCalendar …). */
type ApplicationBirthRow = ApplicationRow & { dob_calendar: string | null; dob_day: string | null; dob_month: string | null; dob_year: string | null }

const APPLICATION_COLUMNS = "a.id, a.reference, a.language, a.student_name, a.level, a.status, a.received_at"

async function viewOf(db: Queryable, row: ApplicationRow): Promise<FamilyView> {
  const events = await db.query<{ status: Status; changed_at: Date | string }>(
    "SELECT status, changed_at FROM application_events WHERE application_id = $1 ORDER BY changed_at, id",
    [row.id],
  )
  const language: Locale = isLocale(row.language) ? row.language : "en"
  return {
    reference: row.reference,
    language,
    studentName: row.student_name,
    level: row.level,
    status: row.status,
    steps: [
      { status: "received", at: new Date(row.received_at).toISOString() },
      ...events.map((event) => ({ status: event.status, at: new Date(event.changed_at).toISOString() })),
    ],
  }
}

/** The date of birth the form was given, as the form read it on the day it arrived. */
function bornOf(row: ApplicationBirthRow): Day | null {
  const calendar: Calendar = row.dob_calendar === "bs" ? "bs" : "ad"
  const read = readDateOfBirth({ calendar, day: row.dob_day ?? "", month: row.dob_month ?? "", year: row.dob_year ?? "" }, nepalDayOf(row.received_at))
  return read.ok ? read.ad : null
}

/** The family's view of the application the lookup names, or null: for a wrong pair exactly as for no application. */
export async function findApplication(db: Queryable, lookup: Lookup): Promise<FamilyView | null> {
  if (lookup.by === "key") {
    const [row] = await db.query<ApplicationRow>(
      `SELECT ${APPLICATION_COLUMNS} FROM status_keys k JOIN applications a ON a.id = k.application_id WHERE k.key_hash = $1`,
      [hashStatusKey(lookup.key)],
    )
    return row ? viewOf(db, row) : null
  }
  const [row] = await db.query<ApplicationBirthRow>(
    `SELECT ${APPLICATION_COLUMNS}, a.answers->>'dobCalendar' AS dob_calendar, a.answers->>'dobDay' AS dob_day,
       a.answers->>'dobMonth' AS dob_month, a.answers->>'dobYear' AS dob_year
     FROM applications a WHERE a.reference = $1`,
    [lookup.reference],
  )
  const born = row ? bornOf(row) : null
  if (!row || !born || compareDays(born, lookup.born) !== 0) return null
  return viewOf(db, row)
}
