// The visit booking form's answers and their checks: one module for the page (which says what to fix
// before sending) and the server (which trusts nothing the page says). Devanagari digits count as
// digits, in the number of people and the phone.
import { toAsciiDigits } from "../validation/digits"
import { isEmail } from "../validation/email"
import { checkPhone } from "../validation/phone"
import { checkLength, checkName, MESSAGE_MAX, NAME_MAX, typedText } from "../validation/text"

export const VISIT_FIELDS = ["name", "people", "interest", "phone", "email", "note"] as const
export type VisitField = (typeof VISIT_FIELDS)[number]

export type VisitValues = Record<VisitField, string>

export const EMPTY_VISIT: VisitValues = { name: "", people: "1", interest: "", phone: "", email: "", note: "" }

/** A note is a line or two for the guide; the admission form's message limit is plenty. */
export const NOTE_MAX = MESSAGE_MAX

export interface VisitFieldError {
  code: string
  params?: Record<string, number>
}

export type VisitErrors = Partial<Record<VisitField, VisitFieldError>>

export interface VisitRules {
  maxParty: number
  interests: ReadonlySet<string>
}

/** The answers as text, whatever a request sent (a missing or odd field reads as empty), without what nobody types. */
export function visitValuesFrom(input: unknown): VisitValues {
  const source = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {}
  const text = (value: unknown) => (typeof value === "string" ? typedText(value) : typeof value === "number" ? String(value) : "")
  return Object.fromEntries(VISIT_FIELDS.map((field) => [field, text(source[field])])) as VisitValues
}

/** The number of people, from "3" or "३"; null when it is not a whole number. */
export function peopleCount(text: string): number | null {
  const ascii = toAsciiDigits(text.trim())
  return /^\d{1,3}$/.test(ascii) ? Number(ascii) : null
}

export function validateVisitField(field: VisitField, values: VisitValues, rules: VisitRules): VisitFieldError | null {
  switch (field) {
    case "name": {
      const code = checkName(values.name)
      return code ? { code, params: { max: NAME_MAX } } : null
    }
    case "people": {
      const count = peopleCount(values.people)
      return count === null || count < 1 || count > rules.maxParty ? { code: "range", params: { max: rules.maxParty } } : null
    }
    case "interest":
      return rules.interests.has(values.interest) ? null : { code: "required" }
    case "phone": {
      const result = checkPhone(values.phone)
      return result.ok ? null : { code: result.code }
    }
    case "email":
      return values.email.trim() === "" || isEmail(values.email.trim()) ? null : { code: "invalid" }
    case "note": {
      const code = checkLength(values.note, NOTE_MAX, false)
      return code ? { code, params: { max: NOTE_MAX } } : null
    }
  }
}

export function validateVisit(values: VisitValues, rules: VisitRules): VisitErrors {
  const errors: VisitErrors = {}
  for (const field of VISIT_FIELDS) {
    const error = validateVisitField(field, values, rules)
    if (error) errors[field] = error
  }
  return errors
}

export function visitRules(settings: { maxParty: number; interests: readonly { value: string }[] }): VisitRules {
  return { maxParty: settings.maxParty, interests: new Set(settings.interests.map((interest) => interest.value)) }
}
