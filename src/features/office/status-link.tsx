// The family's private link to its status page, mailed again on request (a parent who lost the mail,
// or whose confirmation was never seen): a new link each time, beside the ones the family has.
import React, { useState } from "react"
import { Button } from "../../components/button/button"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export type StatusLinkResult = "sent" | "no-email" | "failed"

export interface StatusLinkProps {
  texts: OfficeTexts
  onSend: () => Promise<StatusLinkResult>
}

export function StatusLink({ texts, onSend }: StatusLinkProps) {
  const words = texts.application
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<StatusLinkResult | null>(null)
  const said = { sent: words.statusLinkSent, "no-email": words.statusLinkNoEmail, failed: words.statusLinkFailed }

  return (
    <section aria-labelledby="office-status-link" className={styles.panel}>
      <h2 id="office-status-link">{words.statusLinkHeading}</h2>
      <p className={styles.muted}>{words.statusLinkIntro}</p>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          setResult(null)
          void onSend().then((outcome) => {
            setBusy(false)
            setResult(outcome)
          })
        }}
      >
        {words.statusLinkLabel}
      </Button>
      {result ? (
        <p role={result === "sent" ? "status" : "alert"} className={result === "sent" ? styles.saved : styles.error}>
          {said[result]}
        </p>
      ) : null}
    </section>
  )
}
