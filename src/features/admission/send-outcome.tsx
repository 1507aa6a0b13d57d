// What the parent sees when sending failed: why, and what to do (try again, or email the same
// answers). The confirmation after sending is confirmation.tsx.
import React, { useEffect, useRef } from "react"
import { Button } from "../../components/button/button"
import { ButtonLink } from "../../components/button/button-link"
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
