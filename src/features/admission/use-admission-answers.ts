// The answers and their errors while a parent fills in the form. A question is checked when it is
// left with something in it, and re-checked as it changes once it shows an error, so a message goes
// away as soon as it is fixed, but nobody is scolded for a question they have not reached yet.
// Every change goes through a function of the previous state, so the callbacks handed to the
// questions never change and a keystroke redraws only the question it was typed in.
import { useCallback, useMemo, useState } from "react"
import {
  ADMISSION_FIELDS,
  admissionRules,
  EMPTY_ADMISSION,
  validateAdmission,
  validateField,
  type AdmissionErrors,
  type AdmissionField,
  type AdmissionRules,
  type AdmissionValues,
} from "../../lib/validation/admission"
import type { AdmissionFormTexts } from "./texts"

/** The questions an answer belongs to: the date's parts to the date, and the level also to the date. */
function fieldsOf(key: keyof AdmissionValues): AdmissionField[] {
  if (key === "dobCalendar" || key === "dobDay" || key === "dobMonth" || key === "dobYear") return ["dateOfBirth"]
  if (key === "level") return ["level", "dateOfBirth"]
  return [key]
}

export function fieldId(field: AdmissionField): string {
  return `admission-${field}`
}

export function rulesFrom(texts: AdmissionFormTexts, now: Date = new Date()): AdmissionRules {
  return admissionRules(texts, now)
}

function hasAnswer(field: AdmissionField, values: AdmissionValues): boolean {
  if (field === "dateOfBirth") return Boolean(values.dobDay || values.dobMonth || values.dobYear)
  if (field === "consent") return values.consent
  return values[field].trim() !== ""
}

export interface AnswersState {
  values: AdmissionValues
  errors: AdmissionErrors
  /** The answers the parent last cleared, while they may still undo it. */
  cleared: AdmissionValues | null
}

export const NO_ANSWERS: AnswersState = { values: EMPTY_ADMISSION, errors: {}, cleared: null }

/** `errors` with `fields` checked again (those `only` accepts); the same object when nothing changed. */
function recheck(
  errors: AdmissionErrors,
  fields: AdmissionField[],
  values: AdmissionValues,
  rules: AdmissionRules,
  only: (field: AdmissionField) => boolean,
): AdmissionErrors {
  let updated = errors
  for (const field of fields) {
    if (!only(field)) continue
    const error = validateField(field, values, rules) ?? undefined
    if (error === undefined && !(field in updated)) continue
    if (updated === errors) updated = { ...errors }
    if (error) updated[field] = error
    else delete updated[field]
  }
  return updated
}

/** An answer changed: only questions already showing an error (or the date, when the level changes) are checked again. */
export function answerChanged<K extends keyof AdmissionValues>(state: AnswersState, key: K, value: AdmissionValues[K], rules: AdmissionRules): AnswersState {
  if (state.values[key] === value) return state
  const values = { ...state.values, [key]: value }
  const errors = recheck(state.errors, fieldsOf(key), values, rules, (field) => field in state.errors || (key === "level" && hasAnswer(field, values)))
  return { ...state, values, errors }
}

/** A question was left: checked if it has an answer or already shows an error. */
export function questionLeft(state: AnswersState, field: AdmissionField, rules: AdmissionRules): AnswersState {
  const errors = recheck(state.errors, [field], state.values, rules, (at) => hasAnswer(at, state.values) || at in state.errors)
  return errors === state.errors ? state : { ...state, errors }
}

export function useAdmissionAnswers(texts: AdmissionFormTexts) {
  const rules = useMemo(() => rulesFrom(texts), [texts])
  const [state, setState] = useState<AnswersState>(NO_ANSWERS)
  const { values, errors } = state

  const change = useCallback(
    <K extends keyof AdmissionValues>(key: K, value: AdmissionValues[K]) => setState((current) => answerChanged(current, key, value, rules)),
    [rules],
  )

  const leave = useCallback((field: AdmissionField) => setState((current) => questionLeft(current, field, rules)), [rules])

  /** Checks everything; returns the questions with errors, in the order they are asked. */
  const checkAll = useCallback((): AdmissionField[] => {
    const found = validateAdmission(values, rules)
    setState((current) => ({ ...current, errors: found }))
    return ADMISSION_FIELDS.filter((field) => field in found)
  }, [rules, values])

  const replace = useCallback((next: AdmissionValues) => setState({ values: next, errors: {}, cleared: null }), [])

  /** Empties the form (keeping the calendar the parent chose), remembering the answers for `undoClear`. */
  const clear = useCallback(
    () => setState((current) => ({ values: { ...EMPTY_ADMISSION, dobCalendar: current.values.dobCalendar }, errors: {}, cleared: current.values })),
    [],
  )

  /** Brings back the answers `clear` took away. */
  const undoClear = useCallback(() => setState((current) => (current.cleared ? { values: current.cleared, errors: {}, cleared: null } : current)), [])

  return { values, errors, rules, change, leave, checkAll, replace, clear, undoClear }
}
