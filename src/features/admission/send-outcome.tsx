// What the parent sees after pressing Send: why it failed and what to do (try again, or email the
// same answers), or the confirmation with what happens next.
import React, { useEffect, useRef } from "react"
import { Button } from "../../components/button/button"
import { ButtonLink } from "../../components/button/button-link"
import { fillPlaceholders } from "../../lib/placeholders"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./admission-form.module.scss"

export interface SendFailureProps {
  texts: AdmissionFormTexts
  reason: string
  mailto: string
  sending: boolean
  onRetry: () => void
}

export function SendFailure({ texts, reason, mailto, sending, onRetry }: SendFailureProps) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [reason])
  return (
    <div ref={panel} className={styles.failure} tabIndex={-1} aria-labelledby="admission-failure-title" data-testid="send-failure">
      <h2 id="admission-failure-title">{texts.failure.title}</h2>
      <p>{reason}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => sending || onRetry()} aria-disabled={sending || undefined}>
          {sending ? texts.sendingLabel : texts.failure.retryLabel}
        </Button>
      </div>
      <p className={styles.orEmail}>{texts.failure.orEmail}</p>
      <ButtonLink to={mailto} plain variant="secondary" size="lg">
        {texts.email.label}
      </ButtonLink>
    </div>
  )
}

export interface ConfirmationProps {
  texts: AdmissionFormTexts
  student: string
  fill: (text: string) => string
  onAgain: () => void
}

export function Confirmation({ texts, student, fill, onAgain }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { success } = texts
  return (
    <div className={styles.confirmation} data-testid="confirmation">
      <h2 ref={heading} tabIndex={-1}>
        {success.title}
      </h2>
      <p>{fillPlaceholders(fill(success.text), { student })}</p>
      <h3>{success.nextTitle}</h3>
      <ol>
        {success.next.map((step) => (
          <li key={step}>{fill(step)}</li>
        ))}
      </ol>
      <p>{fill(success.questions)}</p>
      <Button variant="secondary" size="lg" onClick={onAgain}>
        {success.againLabel}
      </Button>
    </div>
  )
}
