// The error screen (docs/behaviour.md#errors): 'Unexpected Application Error!', the error text, and a
// way home or to retry: what an island that throws shows, and, copied from its template in the
// notifications region, what a page part that throws shows (src/browser/error-screen.ts).
// Plain links and texts imported from data/, so it still works when the site's data or router broke.
import React, { useId } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import { errorText } from "../../lib/error-text"
import { Button } from "../button/button"
import { ButtonLink } from "../button/button-link"
import * as styles from "./error-screen.module.scss"


export function ErrorScreen({ error }: { error: unknown }) {
  const texts = useAppMessages().errorScreen
  const titleId = useId()
  return (
    <section className={styles.screen} role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>{texts.title}</h1>
      <p>{texts.text}</p>
      <p className={styles.detailsLabel}>{texts.detailsLabel}</p>
      <pre className={styles.details}>{errorText(error)}</pre>
      <div className={styles.actions}>
        <ButtonLink to="/" plain>
          {texts.homeLabel}
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {texts.reloadLabel}
        </Button>
      </div>
    </section>
  )
}
