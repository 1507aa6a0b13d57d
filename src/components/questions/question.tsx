// A question's frame: its label, an optional hint and the error message, wired to the control with
// aria-describedby and aria-invalid so a screen reader reads them with the field.
import React, { memo } from "react"
import * as styles from "./questions.module.scss"

export interface QuestionShell {
  /** The control's id (the first control of a group); the hint and error ids derive from it. */
  id: string
  label: string
  hint?: string | null
  error?: string
  errorPrefix: string
  /** Shown after the label of a question that may stay empty. */
  optionalMark?: string
}

export function describedBy({ id, hint, error }: QuestionShell): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
}

export function LabelText({ label, optionalMark }: Pick<QuestionShell, "label" | "optionalMark">) {
  return (
    <>
      {label}
      {optionalMark ? <span className={styles.optional}> {optionalMark}</span> : null}
    </>
  )
}

export function HintAndError({ id, hint, error, errorPrefix }: QuestionShell) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </>
  )
}

export interface TextQuestionProps extends QuestionShell {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  multiline?: boolean
  type?: "text" | "tel" | "email"
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]
}

// Memoised, as the other questions are: a key typed in one question does not redraw the others.
export const TextQuestion = memo(function TextQuestion({ value, onChange, onBlur, multiline, type = "text", autoComplete, inputMode, ...shell }: TextQuestionProps) {
  const control = {
    id: shell.id,
    name: shell.id,
    value,
    required: !shell.optionalMark,
    "aria-describedby": describedBy(shell),
    "aria-invalid": shell.error ? true : undefined,
    autoComplete,
    onBlur,
    className: styles.control,
  }
  return (
    <LabelledQuestion {...shell}>
      {multiline ? (
        <textarea {...control} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
    </LabelledQuestion>
  )
})

/** A question with a single control: its label, hint and error above the control it is given. */
export function LabelledQuestion({ children, ...shell }: QuestionShell & { children: React.ReactNode }) {
  return (
    <div className={styles.question} data-invalid={shell.error ? "" : undefined}>
      <label htmlFor={shell.id} className={styles.label}>
        <LabelText {...shell} />
      </label>
      <HintAndError {...shell} />
      {children}
    </div>
  )
}
