// Deleting an application for good, on the family's request: asked once more in the page, with the
// reference named, before anything is sent.
import React, { useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface DeleteApplicationProps {
  texts: OfficeTexts
  reference: string
  /** Deletes it; false when that failed. */
  onDelete: () => Promise<boolean>
}

export function DeleteApplication({ texts, reference, onDelete }: DeleteApplicationProps) {
  const words = texts.application
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)

  async function confirm() {
    setBusy(true)
    setFailed(false)
    const deleted = await onDelete()
    setBusy(false)
    if (!deleted) setFailed(true)
  }

  return (
    <section aria-labelledby="office-delete" className={`${styles.panel} ${styles.danger}`}>
      <h2 id="office-delete">{words.deleteHeading}</h2>
      <p className={styles.muted}>{words.deleteIntro}</p>
      {confirming ? (
        <div className={styles.stack}>
          <p ref={question} tabIndex={-1} className={styles.confirm}>
            {fillPlaceholders(words.deleteConfirm, { reference })}
          </p>
          {failed ? (
            <p className={styles.error} role="alert">
              {texts.unavailable}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="accent" disabled={busy} onClick={() => void confirm()}>
              {words.confirmDeleteLabel}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              {words.cancelDeleteLabel}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="outline"
          onClick={() => {
            setConfirming(true)
            // The question appears where the button was; it takes the focus so it is read at once.
            requestAnimationFrame(() => question.current?.focus())
          }}
        >
          {words.deleteLabel}
        </Button>
      )}
    </section>
  )
}
