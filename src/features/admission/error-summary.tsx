// The list of answers to fix, shown when a send is refused. It takes the focus (so it is read out and
// in view, at the top of the form, on every engine); each link leads to its question.
import React, { useEffect, useRef } from "react"
import type { AdmissionField } from "../../lib/validation/admission"
import { fieldId } from "./use-admission-answers"
import * as styles from "./admission-form.module.scss"

export interface ErrorSummaryProps {
  title: string
  errors: { field: AdmissionField; message: string }[]
  /** Counts the refused sends: each one brings the focus back to the summary. */
  attempt: number
}

/** What a visitor should see above a control: its question's legend when it is in a group, else its label. */
function questionTitle(control: HTMLElement): HTMLElement {
  let group = control.closest("fieldset")
  for (let outer = group?.parentElement?.closest("fieldset"); outer; outer = outer.parentElement?.closest("fieldset")) group = outer
  const legend = group?.querySelector(":scope > legend")
  if (legend instanceof HTMLElement) return legend
  const labels = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement ? control.labels : null
  return labels?.[0] ?? control
}

function focusField(event: React.MouseEvent<HTMLAnchorElement>, field: AdmissionField) {
  const target = document.getElementById(fieldId(field))
  if (!target) return
  event.preventDefault()
  // The fragment's own jump would put the bare control at the top edge, its question hidden above.
  target.focus({ preventScroll: true })
  questionTitle(target).scrollIntoView({ block: "start" })
}

// One summary per form, so a fixed id: the same in React's render and in the form page's own script,
// which draws the form with Preact (docs/behaviour.md#light-pages), whose useId numbers differently.
const TITLE_ID = "admission-error-summary-title"

export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
  const titleId = TITLE_ID
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.focus(), [attempt])
  return (
    <div ref={root} className={styles.summary} role="alert" aria-labelledby={titleId} tabIndex={-1}>
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
