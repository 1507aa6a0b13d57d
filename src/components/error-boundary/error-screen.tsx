// The error screen (docs/behaviour.md#errors): 'Unexpected Application Error!', a place for the error
// text, and a way home or to retry. The server writes it once into every page, as a template in the
// notifications region; the page's script copies it into the place of a part that threw, a module or
// an island, and writes in the error and the reload (src/browser/error-screen.ts).
// Plain links and texts imported from data/, so it still works when the site's data or router broke.
import React, { useId } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import { Button } from "../button/button"
import { ButtonLink } from "../button/button-link"
import * as styles from "./error-screen.module.scss"

export function ErrorScreen() {
  const texts = useAppMessages().errorScreen
  const titleId = useId()
  return (
    <section className={styles.screen} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      <p>{texts.text}</p>
      <p className={styles.detailsLabel}>{texts.detailsLabel}</p>
      <pre className={styles.details} />
      <div className={styles.actions}>
        <ButtonLink to="/" plain>
          {texts.homeLabel}
        </ButtonLink>
        <Button variant="secondary">{texts.reloadLabel}</Button>
      </div>
    </section>
  )
}
