// What /api/status answers (src/server/status/), declared once for the server and the status page
// (src/features/status/). A family opens its application with the reference and the child's date of
// birth, or with the private key of the link it was given; either way the answer is the same view.
import type { Locale } from "../i18n/locales"
import type { Status } from "../office/inbox"
import type { Calendar } from "../nepal-time/day"

export const STATUS_API = "/api/status"

/** The page's address (and /ne/status/); the private link is this with `#key=<key>`. */
export const STATUS_PATH = "/status/"
export const STATUS_KEY_PREFIX = "key="

/** The date of birth as the admission form takes it: in AD or BS, day, month and year as typed. */
export interface DateOfBirthLookup {
  reference: string
  dobCalendar: Calendar
  dobDay: string
  dobMonth: string
  dobYear: string
}

export interface KeyLookup {
  /** The private link's key: 32 random bytes in base64url (43 characters). */
  key: string
}

export type StatusLookup = DateOfBirthLookup | KeyLookup

/** One step of the application: a status the office set (the first is its arrival), and when. */
export interface StatusStep {
  status: Status
  /** ISO 8601. */
  at: string
}

/** An application as its family sees it: never the office's notes, never another family's. */
export interface FamilyView {
  reference: string
  /** The form's language. */
  language: Locale
  studentName: string
  /** The level's value in data/admission-form.json (the page shows its label in its own language). */
  level: string
  /** The current status. */
  status: Status
  /** Oldest first; the first is "received" at the time the application arrived. */
  steps: StatusStep[]
}

/**
 * The answers of POST /api/status (a JSON body, a StatusLookup):
 * - 200 FamilyView;
 * - 404 { error: "not-found" } for an unknown reference, a wrong date of birth or an unknown key alike;
 * - 422 { error: "invalid", fields } naming the fields that cannot be read (StatusFieldErrors);
 * - 429 { error: "too-many" } with Retry-After (seconds) after too many wrong tries from one address
 *   or for one reference, or too many requests from one address;
 * - 503 { error: "unavailable" } with Retry-After when the database does not answer;
 * - 400 { error: "malformed" } for a body that is not JSON, 405 for another method than POST, 413 over
 *   2 KB, 415 for another content type than application/json.
 */
export type StatusAnswer = FamilyView

/** The fields a 422 names: a lookup by key names only `key`, one by date of birth the others. */
export type StatusField = "key" | "reference" | "dobCalendar" | "dateOfBirth"

/**
 * Why each field cannot be read: "required" or "invalid", and for `dateOfBirth` the admission form's own
 * codes and numbers (DateErrorCode in src/lib/validation/date-of-birth.ts: "missingDay", "invalidDay",
 * "looksLikeBs" …), so the page can say it with the form's words.
 */
export type StatusFieldErrors = Partial<Record<StatusField, { code: string; params?: Record<string, number> }>>

/** What POST /api/applications answers on success: the reference and the private link's key. */
export interface ReceivedAnswer {
  reference: string
  /** A new key on every success (the first and any repeat of the same request): only its hash is kept. */
  statusKey: string
}

/** The private link of an application, on the page of its language (`origin` without a final slash). */
export function statusLink(origin: string, locale: Locale, key: string): string {
  return `${origin}${locale === "ne" ? "/ne" : ""}${STATUS_PATH}#${STATUS_KEY_PREFIX}${key}`
}
