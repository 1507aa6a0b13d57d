// What the parent sees once the office has the application: the reference, the private link to the
// application's status page, the answers as sent (in the form's language), what happens next and how
// to reach the office; it prints on one A4 page.
import React, { useEffect, useRef } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import { statusLink } from "../../lib/status/api"
import { useLocale } from "../../state/locale-context"
import type { AdmissionValues } from "../../lib/validation/admission"
import type { Receipt } from "./send"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./confirmation.module.scss"

export interface ConfirmationProps {
  texts: AdmissionFormTexts
  student: string
  /** The receiver's reference and link key; null from a form service, which gives neither. */
  receipt: Receipt | null
  /** The answers as sent, to show and print beside the reference. */
  answers: AdmissionValues | null
  fill: (text: string) => string
  onAgain: () => void
}

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** Question and answer in the form's own words, in the order asked, the unanswered left out. */
export function confirmationRows(texts: AdmissionFormTexts, values: AdmissionValues, fill: (text: string) => string): [string, string][] {
  const q = texts.questions
  const date = [values.dobDay, values.dobMonth, values.dobYear].map((part) => part.trim()).join("-")
  const rows: [string, string][] = [
    [q.studentName.label, values.studentName.trim()],
    // The calendar's label may have its own brackets: it follows the date after a comma.
    [q.dateOfBirth.label, `${date}, ${labelOf(q.dateOfBirth.calendars, values.dobCalendar)}`],
    [q.gender.label, labelOf(q.gender.options, values.gender)],
    [q.level.label, labelOf(q.level.options, values.level)],
    [q.previousSchool.label, values.previousSchool.trim()],
    [q.lastGrade.label, values.lastGrade.trim()],
    [q.parentName.label, values.parentName.trim()],
    [q.relation.label, labelOf(q.relation.options, values.relation)],
    [q.phone.label, values.phone.trim()],
    [q.email.label, values.email.trim()],
    [q.address.label, values.address.trim()],
    [q.heardFrom.label, labelOf(q.heardFrom.options, values.heardFrom)],
    [q.message.label, values.message.trim()],
  ]
  return rows.filter(([, answer]) => answer !== "").map(([question, answer]) => [fill(question), answer])
}

export function Confirmation({ texts, student, receipt, answers, fill, onAgain }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const locale = useLocale()
  useEffect(() => heading.current?.focus(), [])
  const { success } = texts
  return (
    <div className={styles.confirmation} data-testid="confirmation">
      <h2 ref={heading} tabIndex={-1}>
        {success.title}
      </h2>
      <p>{fillPlaceholders(fill(success.text), { student })}</p>
      {receipt ? (
        <div className={styles.reference}>
          <p className={styles.referenceLabel}>{success.referenceLabel}</p>
          <p className={styles.referenceValue} data-testid="reference">
            {receipt.reference}
          </p>
          <p className={styles.referenceHint}>{success.referenceHint}</p>
          {receipt.statusKey ? (
            <p className={styles.statusLink}>
              {success.statusLinkHint}{" "}
              {/* The form may be in /form/'s frame: the status page opens in the whole window. */}
              <a href={statusLink("", locale, receipt.statusKey)} target="_top">
                {success.statusLinkLabel}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <h3>{success.nextTitle}</h3>
      <ol>
        {success.next.map((step) => (
          <li key={step}>{fill(step)}</li>
        ))}
      </ol>
      <p>{fill(success.questions)}</p>
      {answers ? (
        <>
          <h3>{success.answersTitle}</h3>
          <dl className={styles.answers}>
            {confirmationRows(texts, answers, fill).map(([question, answer]) => (
              <div key={question} className={styles.row}>
                <dt>{question}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button size="lg" onClick={() => window.print()}>
          {success.printLabel}
        </Button>
        <Button variant="secondary" size="lg" onClick={onAgain}>
          {success.againLabel}
        </Button>
      </div>
    </div>
  )
}
