// The unsent answers, kept in localStorage as the parent types, so a reload or a closed tab loses
// nothing. Removed once the application is sent, or when the parent clears the form.
import { newRequestKey } from "../../lib/request-key"
import { admissionValuesFrom, ANSWER_KEYS, EMPTY_ADMISSION, type AdmissionValues } from "../../lib/validation/admission"

export const DRAFT_STORAGE_KEY = "crest:admission-draft"
const DRAFT_VERSION = 1

export interface Draft {
  /** When the parent started, as an ISO date and time. */
  startedAt: string
  /**
   * The Idempotency-Key this application is sent with, made once per draft: a retry, a reload after a
   * lost answer or a second tab send the same key, and the receiver keeps one application per key.
   */
  key: string
  values: AdmissionValues
}

/** A new key: random, and as long as the receiver asks (src/server/applications.ts). */
export const newDraftKey = newRequestKey

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // blocked by privacy settings: the form still works, without a draft
  }
}

export function readDraft(): Draft | null {
  let saved: unknown
  try {
    saved = JSON.parse(storage()?.getItem(DRAFT_STORAGE_KEY) ?? "null")
  } catch {
    return null
  }
  if (typeof saved !== "object" || saved === null) return null
  if (!("version" in saved) || saved.version !== DRAFT_VERSION) return null
  if (!("startedAt" in saved) || typeof saved.startedAt !== "string") return null
  if (!("values" in saved) || typeof saved.values !== "object" || saved.values === null) return null
  // Only known answers of the right kind: a draft from an older form cannot break this one.
  // A draft saved before drafts had keys gets one now.
  const key = "key" in saved && typeof saved.key === "string" && saved.key.length >= 16 ? saved.key : newDraftKey()
  return { startedAt: saved.startedAt, key, values: admissionValuesFrom(saved.values) }
}

export function saveDraft(values: AdmissionValues, startedAt: string, key: string): void {
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: DRAFT_VERSION, startedAt, key, values }))
  } catch {
    // storage full or blocked: typing goes on, only the safety copy is missing
  }
}

export function removeDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY)
  } catch {
    // nothing saved, nothing to remove
  }
}

/** Nothing answered yet (the calendar choice alone is not an answer). */
export function isBlank(values: AdmissionValues): boolean {
  return ANSWER_KEYS.every((key) => key === "dobCalendar" || values[key] === EMPTY_ADMISSION[key])
}
