// Receiving an application: checked with the form's own rules, stored once per Idempotency-Key with a
// reference numbered inside the same transaction, so a retry, a double click or two tabs at once
// never make a second row, and a failure half-way stores nothing. Each success gives out a new key of
// the family's private status link.
import form from "../../data/admission-form.json"
import settings from "../../data/applications.json"
import { isLocale, type Locale } from "../lib/i18n/locales"
import {
  admissionRules,
  admissionValuesFrom,
  validateAdmission,
  type AdmissionErrors,
  type AdmissionValues,
} from "../lib/validation/admission"
import { applicationPayload, type AdmissionOfficeTexts } from "../lib/admission/answers"
import { isUniqueViolation } from "./db"
import type { Database, Queryable } from "./database"
import { requestFingerprint, sameRequest } from "./fingerprint"
import { bsYearOf, formatReference } from "../lib/references"
import { addStatusKey } from "./status/keys"

/** A key the browser made once per draft (crypto.randomUUID), or anything of that kind. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value)
}

export interface ApplicationInput {
  values: AdmissionValues
  language: Locale
}

export type ParseResult =
  | { ok: true; input: ApplicationInput }
  | { ok: false; errors: AdmissionErrors | Record<string, { code: string }> }

/** Reads a request body: the answers (as the form holds them) and the form's language, checked. */
export function parseApplication(body: unknown, now: Date = new Date()): ParseResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, errors: { answers: { code: "required" } } }
  const { answers, language } = body as { answers?: unknown; language?: unknown }
  if (typeof answers !== "object" || answers === null || Array.isArray(answers)) return { ok: false, errors: { answers: { code: "required" } } }
  if (!isLocale(language)) return { ok: false, errors: { language: { code: "invalid" } } }
  const values = admissionValuesFrom(answers)
  const errors = validateAdmission(values, admissionRules(form, now))
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: { values, language } }
}

export type Received =
  /**
   * created: false when the key had already brought this application: the same reference, nothing new
   * stored but a new status key. Every success has a key of its own (status/keys.ts): the first answer
   * may be the one that got lost, and only the key's hash is kept, so a repeat cannot be given it again.
   */
  | { reused: false; created: boolean; reference: string; statusKey: string }
  /**
   * The key had brought other answers: nothing is stored, the first application stays as it was, and
   * neither its reference nor a key to it is for this caller.
   */
  | { reused: true; created: false; reference: string }

interface StoredOfKey {
  id: string
  reference: string
  reused: boolean
}

async function storedOfKey(db: Queryable, key: string, fingerprint: string): Promise<StoredOfKey | null> {
  const [row] = await db.query<{ id: string; reference: string; request_fingerprint: string }>(
    "SELECT id, reference, request_fingerprint FROM applications WHERE idempotency_key = $1",
    [key],
  )
  if (!row) return null
  return { id: String(row.id), reference: row.reference, reused: !sameRequest(row.request_fingerprint, fingerprint) }
}

async function repeatOf(db: Queryable, stored: StoredOfKey, now: Date): Promise<Received> {
  if (stored.reused) return { reused: true, created: false, reference: stored.reference }
  return { reused: false, created: false, reference: stored.reference, statusKey: await addStatusKey(db, stored.id, now) }
}

/** The office's words for the answers, in English whatever the form's language. */
const office = form as unknown as AdmissionOfficeTexts

export async function receiveApplication(db: Database, key: string, input: ApplicationInput, now: Date = new Date()): Promise<Received> {
  const { values, language } = input
  const readable = applicationPayload(values, office, now, language)
  const fingerprint = requestFingerprint({ values, language })
  try {
    return await db.transaction(async (tx) => {
      const known = await storedOfKey(tx, key, fingerprint)
      if (known) return repeatOf(tx, known, now)
      const year = bsYearOf(now)
      // The counter's row stays locked until this transaction ends: numbers are given out one at a time.
      const [counter] = await tx.query<{ last_number: number }>(
        `INSERT INTO reference_counters (bs_year, last_number) VALUES ($1, 1)
         ON CONFLICT (bs_year) DO UPDATE SET last_number = reference_counters.last_number + 1
         RETURNING last_number`,
        [year],
      )
      const reference = formatReference(settings.referencePrefix, year, Number(counter?.last_number))
      const [stored] = await tx.query<{ id: string }>(
        `INSERT INTO applications
           (reference, idempotency_key, received_at, language, student_name, parent_name, level, answers, readable, request_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING id`,
        [
          reference,
          key,
          now.toISOString(),
          language,
          readable.studentName,
          readable.parentName,
          values.level,
          JSON.stringify(values),
          JSON.stringify(readable),
          fingerprint,
        ],
      )
      return { reused: false, created: true, reference, statusKey: await addStatusKey(tx, stored!.id, now) }
    })
  } catch (error) {
    // The same key arrived twice at once: the other request stored it first, and this one rolled back.
    if (!isUniqueViolation(error)) throw error
    const known = await storedOfKey(db, key, fingerprint)
    if (!known) throw error
    return repeatOf(db, known, now)
  }
}

/** Deletes, for good, the applications older than the retention period of data/applications.json. */
export async function deleteExpired(db: Queryable, now: Date = new Date(), retentionDays: number = settings.retentionDays): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000)
  const rows = await db.query<{ id: string }>("DELETE FROM applications WHERE received_at < $1 RETURNING id", [cutoff.toISOString()])
  return rows.length
}
