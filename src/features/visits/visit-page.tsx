// /visit/ and /ne/visit/: the open times from live availability, the booking form for the chosen one,
// the confirmation; or, from a family's cancel link, the cancelling. Without the server (a static
// host, a dropped connection) or without JavaScript, the weekly hours and the office's phone stay,
// with a sentence that booking online is not available right now.
import React, { useEffect, useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { PageIntro } from "../../components/layout/page-intro"
import { useLocationHash } from "../../hooks/use-location-hash"
import type { VisitValues } from "../../lib/visits/booking-form"
import { visitWhen } from "../../lib/visits/texts"
import { attemptKeys } from "./attempt-key"
import { bookVisit, fetchSlots, type BookedVisit, type FieldErrors, type SlotInfo } from "./api"
import { BookingForm } from "./booking-form"
import { CancelVisit } from "./cancel-visit"
import { SlotList } from "./slot-list"
import { useVisitWords } from "./use-visit-words"
import { VisitConfirmation } from "./visit-confirmation"
import { WeeklySchedule } from "./weekly-schedule"
import * as styles from "./visits.module.scss"

const CANCEL_PREFIX = "cancel="

// "static" is the built HTML's: without JavaScript nothing will look the times up, so it says (in a
// <noscript>) that booking online is not available and gives the office's phone.
type Slots = { phase: "static" } | { phase: "loading" } | { phase: "offline" } | { phase: "ready"; slots: SlotInfo[] }

export function VisitPage() {
  const { texts, fill, locale } = useVisitWords()
  const hash = useLocationHash()
  const cancelToken = hash?.startsWith(CANCEL_PREFIX) ? hash.slice(CANCEL_PREFIX.length) : null
  const [slots, setSlots] = useState<Slots>({ phase: "static" })
  const [chosen, setChosen] = useState<SlotInfo | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [booked, setBooked] = useState<{ visit: BookedVisit; email: string } | null>(null)
  const chosenHeading = useRef<HTMLHeadingElement>(null)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const attempts = useRef(attemptKeys())

  const reload = () => fetchSlots().then((found) => setSlots(found ? { phase: "ready", slots: found } : { phase: "offline" }))
  useEffect(() => {
    setSlots({ phase: "loading" })
    void reload()
  }, [])
  useEffect(() => {
    if (chosen) chosenHeading.current?.focus()
  }, [chosen])
  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  async function submit(values: VisitValues, website: string) {
    if (!chosen) return
    setBusy(true)
    setProblem(null)
    const key = attempts.current.keyFor({ slot: chosen.id, values, locale })
    const answer = await bookVisit(chosen.id, values, locale, website, key)
    setBusy(false)
    if (answer.kind === "booked") {
      attempts.current.reset()
      return setBooked({ visit: answer.visit, email: values.email })
    }
    if (answer.kind === "invalid") {
      const { slot, ...fields } = answer.fields
      if (slot) {
        setChosen(null)
        setProblem(fill(texts.errors.slot))
        return void reload()
      }
      return setServerErrors(fields)
    }
    if (answer.kind === "full") {
      setChosen(null)
      setProblem(fill(texts.errors.full))
      return setSlots({ phase: "ready", slots: answer.next })
    }
    setProblem(answer.kind === "too-many" ? fill(texts.errors.tooMany, { seconds: answer.seconds }) : fill(texts.errors.failed))
  }

  let body: React.ReactNode
  if (cancelToken) body = <CancelVisit token={cancelToken} />
  else if (booked) body = <VisitConfirmation visit={booked.visit} email={booked.email} />
  else if (chosen)
    body = (
      <section aria-labelledby="visit-chosen">
        <h2 id="visit-chosen" ref={chosenHeading} tabIndex={-1}>
          {texts.chosenTitle}
        </h2>
        <p className={styles.chosen}>
          {visitWhen(chosen, locale)}, {texts.languages[chosen.language as "en" | "ne"]}{" "}
          <span className={styles.note}>({texts.timeNote})</span>
        </p>
        <Button variant="secondary" size="sm" onClick={() => setChosen(null)}>
          {texts.changeLabel}
        </Button>
        {problem ? (
          <p ref={problemRef} tabIndex={-1} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <BookingForm busy={busy} serverErrors={serverErrors} onSubmit={(values, website) => void submit(values, website)} />
      </section>
    )
  else
    body = (
      <section aria-labelledby="visit-slots">
        <h2 id="visit-slots">{texts.slotsTitle}</h2>
        {problem ? (
          <p ref={problemRef} tabIndex={-1} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        {/* The list's place is kept until a list fills it: on a host without the server, the sentence that
            booking online is unavailable takes it, and what follows stays where it was first drawn. */}
        <div className={slots.phase === "ready" && slots.slots.length > 0 ? undefined : styles.awaitingSlots}>
          {slots.phase === "static" ? (
            <noscript>
              <p className={styles.offline}>{fill(texts.offline)}</p>
            </noscript>
          ) : null}
          {slots.phase === "loading" ? <p role="status">{texts.loading}</p> : null}
          {slots.phase === "offline" ? (
            <p role="status" className={styles.offline}>
              {fill(texts.offline)}
            </p>
          ) : null}
          {slots.phase === "ready" && slots.slots.length === 0 ? <p role="status">{fill(texts.noSlots)}</p> : null}
          {slots.phase === "ready" ? <SlotList slots={slots.slots} onChoose={(slot) => (setProblem(null), setServerErrors({}), setChosen(slot))} /> : null}
        </div>
        <p className={styles.note}>{texts.timeNote}</p>
      </section>
    )

  return (
    <>
      <PageIntro heading={fill(texts.heading)} intro={fill(texts.intro)} />
      <div className={styles.body}>
        {body}
        <WeeklySchedule />
      </div>
    </>
  )
}
