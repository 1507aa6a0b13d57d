// The family's cancel link (/visit/#cancel=<token>): the booking it names, a button to cancel it, and
// what happened. The token stays in the address's fragment, which no server or log ever sees.
import React, { useEffect, useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { visitWhen } from "../../lib/visits/texts"
import { bookingOnLink, cancelOnLink, type BookingOnLink } from "./api"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

type State = { phase: "loading" } | { phase: "shown"; booking: BookingOnLink } | { phase: "done" } | { phase: "gone" } | { phase: "failed" }

export function CancelVisit({ token }: { token: string }) {
  const { texts, fill, locale } = useVisitWords()
  const [state, setState] = useState<State>({ phase: "loading" })
  const [busy, setBusy] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    let live = true
    void bookingOnLink(token).then((found) => {
      if (!live) return
      if (found === null) setState({ phase: "failed" })
      else if (found === "gone" || found.cancelled) setState({ phase: "gone" })
      else setState({ phase: "shown", booking: found })
    })
    return () => {
      live = false
    }
  }, [token])
  useEffect(() => {
    if (state.phase === "done" || state.phase === "gone" || state.phase === "failed") status.current?.focus()
  }, [state.phase])

  return (
    <section className={styles.cancel} aria-labelledby="visit-cancel">
      <h2 id="visit-cancel">{texts.cancel.heading}</h2>
      {state.phase === "loading" ? <p role="status">{texts.loading}</p> : null}
      {state.phase === "shown" ? (
        <>
          <p>
            {fill(texts.cancel.text, {
              reference: state.booking.reference,
              when: state.booking.slot.endTime ? visitWhen({ ...state.booking.slot, endTime: state.booking.slot.endTime }, locale) : state.booking.slot.day,
            })}{" "}
            ({texts.confirmation.peopleLabel}: {toLocaleDigits(state.booking.people, locale)})
          </p>
          <Button
            variant="accent"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              void cancelOnLink(token).then((result) => {
                setBusy(false)
                setState({ phase: result === "cancelled" ? "done" : result })
              })
            }}
          >
            {texts.cancel.confirmLabel}
          </Button>
        </>
      ) : null}
      {state.phase === "done" || state.phase === "gone" || state.phase === "failed" ? (
        <p ref={status} tabIndex={-1} role={state.phase === "done" ? "status" : "alert"} className={state.phase === "done" ? styles.success : styles.problem}>
          {fill(state.phase === "done" ? texts.cancel.done : state.phase === "gone" ? texts.cancel.gone : texts.cancel.failed)}
        </p>
      ) : null}
    </section>
  )
}
