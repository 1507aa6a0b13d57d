// The error screen (docs/behaviour.md#errors): 'Unexpected Application Error!', the error text, and a
// way home or to retry.
// Plain links and texts imported from data/, so it still works when the site's data or router broke.
import React, { useId } from "react"
import { useAppMessages } from "../../hooks/use-app-messages"
import { Button } from "../button/button"
import { ButtonLink } from "../button/button-link"
import * as styles from "./error-screen.module.scss"

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === "string") return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

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
