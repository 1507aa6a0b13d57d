// The answers and their errors while a parent fills in the form. A question is checked when it is
// left with something in it, and re-checked as it changes once it shows an error, so a message goes
// away as soon as it is fixed, but nobody is scolded for a question they have not reached yet.
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

export function useAdmissionAnswers(texts: AdmissionFormTexts) {
  const rules = useMemo(() => rulesFrom(texts), [texts])
  const [values, setValues] = useState<AdmissionValues>(EMPTY_ADMISSION)
  const [errors, setErrors] = useState<AdmissionErrors>({})

  const recheck = useCallback(
    (fields: AdmissionField[], next: AdmissionValues, only: (field: AdmissionField) => boolean) => {
      setErrors((current) => {
        const updated = { ...current }
        for (const field of fields) {
          if (!only(field)) continue
          const error = validateField(field, next, rules)
          if (error) updated[field] = error
          else delete updated[field]
        }
        return updated
      })
    },
    [rules],
  )

  const change = useCallback(
    <K extends keyof AdmissionValues>(key: K, value: AdmissionValues[K]) => {
      const next = { ...values, [key]: value }
      setValues(next)
      // Only questions already showing an error (or the date, when the level changes) are re-checked.
      recheck(fieldsOf(key), next, (field) => field in errors || (key === "level" && hasAnswer(field, next)))
    },
    [errors, recheck, values],
  )

  const leave = useCallback(
    (field: AdmissionField) => recheck([field], values, (at) => hasAnswer(at, values) || at in errors),
    [errors, recheck, values],
  )

  /** Checks everything; returns the questions with errors, in the order they are asked. */
  const checkAll = useCallback((): AdmissionField[] => {
    const found = validateAdmission(values, rules)
    setErrors(found)
    return ADMISSION_FIELDS.filter((field) => field in found)
  }, [rules, values])

  const replace = useCallback((next: AdmissionValues) => {
    setValues(next)
    setErrors({})
  }, [])

  return { values, errors, rules, change, leave, checkAll, replace }
}
