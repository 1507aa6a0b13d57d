// The short booking form: who, how many, interested in what, phone, optional email and note. Checked
// with the server's own rules (src/lib/visits/booking-form.ts) before sending; each error says how to
// fix it, sits under its field and in a summary that takes the focus; Devanagari digits are accepted.
import React, { useEffect, useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { EMPTY_VISIT, validateVisit, visitRules, type VisitErrors, type VisitField, type VisitValues } from "../../lib/visits/booking-form"
import type { FieldErrors } from "./api"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

export const fieldId = (field: VisitField) => `visit-${field}`

export interface BookingFormProps {
  busy: boolean
  /** Errors the server gave for the last send. */
  serverErrors: FieldErrors
  onSubmit: (values: VisitValues, website: string) => void
}

export function BookingForm({ busy, serverErrors, onSubmit }: BookingFormProps) {
  const { texts, fill } = useVisitWords()
  const [values, setValues] = useState<VisitValues>(EMPTY_VISIT)
  const [website, setWebsite] = useState("")
  const [errors, setErrors] = useState<VisitErrors>({})
  const [attempt, setAttempt] = useState(0)
  const summary = useRef<HTMLDivElement>(null)
  const rules = visitRules(texts)

  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors as VisitErrors)
      setAttempt((count) => count + 1)
    }
  }, [serverErrors])
  useEffect(() => {
    if (attempt > 0) summary.current?.focus()
  }, [attempt])

  const message = (field: VisitField) => {
    const error = errors[field]
    return error ? fill(texts.errors[field], { max: error.params?.max ?? (field === "people" ? texts.maxParty : 0) }) : undefined
  }
  const listed = (["name", "people", "interest", "phone", "email", "note"] as const).filter((field) => errors[field])

  const set = (field: VisitField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value }
    setValues(next)
    // An error goes as soon as the answer is right; a new one waits for the send.
    if (errors[field] && !validateVisit(next, rules)[field]) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }
  const described = (field: VisitField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : null, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined
  const control = (field: VisitField, hint = false) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": described(field, hint),
    className: styles.control,
  })
  const below = (field: VisitField, hint?: string) => (
    <>
      {hint ? (
        <p id={`${fieldId(field)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errors[field] ? (
        <p id={`${fieldId(field)}-error`} className={styles.error}>
          {message(field)}
        </p>
      ) : null}
    </>
  )

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        const found = validateVisit(values, rules)
        setErrors(found)
        if (Object.keys(found).length > 0) return setAttempt((count) => count + 1)
        onSubmit(values, website)
      }}
    >
      {listed.length > 0 ? (
        <div ref={summary} className={styles.summary} role="alert" aria-labelledby="visit-errors" tabIndex={-1}>
          <h3 id="visit-errors">{texts.form.errorSummaryTitle}</h3>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>{message(field)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={fieldId("name")}>{texts.form.nameLabel}</label>
        <input {...control("name")} type="text" autoComplete="name" />
        {below("name")}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("people")}>{texts.form.peopleLabel}</label>
        <input {...control("people", true)} type="text" inputMode="numeric" autoComplete="off" size={4} />
        {below("people", fill(texts.form.peopleHint, { max: texts.maxParty }))}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("interest")}>{texts.form.interestLabel}</label>
        <select {...control("interest")}>
          <option value="">{texts.form.interestPlaceholder}</option>
          {texts.interests.map((interest) => (
            <option key={interest.value} value={interest.value}>
              {interest.label}
            </option>
          ))}
        </select>
        {below("interest")}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("phone")}>{texts.form.phoneLabel}</label>
        <input {...control("phone", true)} type="tel" autoComplete="tel" />
        {below("phone", texts.form.phoneHint)}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("email")}>{texts.form.emailLabel}</label>
        <input {...control("email", true)} type="email" autoComplete="email" />
        {below("email", texts.form.emailHint)}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("note")}>{texts.form.noteLabel}</label>
        <textarea {...control("note")} rows={3} />
        {below("note")}
      </div>
      {/* No person sees or reaches this field; a simple bot fills it in and the server stores nothing. */}
      <div className={styles.honeypot} aria-hidden="true" lang="en">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
        {busy ? texts.form.sendingLabel : texts.form.submitLabel}
      </Button>
    </form>
  )
}
