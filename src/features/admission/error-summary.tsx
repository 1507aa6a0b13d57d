// The list of answers to fix, announced when a send is refused; each links to its question.
import React, { useId } from "react"
import type { AdmissionField } from "../../lib/validation/admission"
import { fieldId } from "./use-admission-answers"
import * as styles from "./admission-form.module.scss"

export interface ErrorSummaryProps {
  title: string
  errors: { field: AdmissionField; message: string }[]
}

function focusField(event: React.MouseEvent<HTMLAnchorElement>, field: AdmissionField) {
  const target = document.getElementById(fieldId(field))
  if (!target) return
  event.preventDefault()
  target.focus()
  target.scrollIntoView({ block: "center" })
}

export function ErrorSummary({ title, errors }: ErrorSummaryProps) {
  const titleId = useId()
  return (
    <div className={styles.summary} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {errors.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
