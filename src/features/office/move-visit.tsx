// Moving a booked visit: the office chooses among the open times a family would be offered (the same
// list, with the places left, the Bikram Sambat day first and the AD day beside), only those with room
// for the booking's party. The server moves it in one step that never overbooks the new time; a time
// that filled up meanwhile is refused and the list asked for again.
import React, { useState } from "react"
import { Button } from "../../components/button/button"
import { fillPlaceholders } from "../../lib/placeholders"
import type { SlotWithPlaces } from "../../lib/visits/slots"
import { visitTexts, visitWhen } from "../../lib/visits/texts"
import { officeApi, type OfficeVisit } from "./api"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

export interface MoveVisitProps {
  reference: string
  texts: OfficeTexts
  onMoved: (visit: OfficeVisit) => void
  onSignedOut: () => void
}

type Choice = { state: "closed" } | { state: "loading" } | { state: "ready"; people: number; slots: SlotWithPlaces[] } | { state: "failed" }

/** "Sunday, Mangsir 14, 2083 (November 30, 2026), 10:00–11:00, Tour in Nepali, 5 places left" */
export function slotChoiceLabel(slot: SlotWithPlaces): string {
  const en = visitTexts("en")
  const left = slot.left === 1 ? en.onePlaceLeft : fillPlaceholders(en.placesLeft, { count: String(slot.left) })
  return `${visitWhen(slot, "en")}, ${en.languages[slot.language as "en" | "ne"] ?? slot.language}, ${left}`
}

export function MoveVisit({ reference, texts, onMoved, onSignedOut }: MoveVisitProps) {
  const words = texts.visits
  const [choice, setChoice] = useState<Choice>({ state: "closed" })
  const [slot, setSlot] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const selectId = `move-${reference}`

  function load() {
    setChoice({ state: "loading" })
    void officeApi.visitSlots(reference).then((outcome) => {
      if (outcome.kind === "signed-out") return onSignedOut()
      if (outcome.kind !== "ok") return setChoice({ state: "failed" })
      setChoice({ state: "ready", ...outcome.data })
      setSlot(outcome.data.slots[0]?.id ?? "")
    })
  }

  async function move() {
    setBusy(true)
    const outcome = await officeApi.moveVisit(reference, slot)
    setBusy(false)
    if (outcome.kind === "signed-out") return onSignedOut()
    if (outcome.kind === "ok") {
      setProblem(null)
      setChoice({ state: "closed" })
      return onMoved(outcome.data)
    }
    setProblem(outcome.kind === "invalid" ? words.moveRefused : texts.unavailable)
    // The time may have filled up or closed meanwhile: the office chooses from the list as it is now.
    if (outcome.kind === "invalid") load()
  }

  return (
    <details
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open && choice.state === "closed") load()
      }}
    >
      <summary>{words.moveLabel}</summary>
      {choice.state === "loading" ? <p className={styles.muted}>{words.moveLoading}</p> : null}
      {choice.state === "failed" ? (
        <p className={styles.error} role="alert">
          {texts.unavailable}
        </p>
      ) : null}
      {choice.state === "ready" && choice.slots.length === 0 ? <p>{fillPlaceholders(words.moveNone, { count: String(choice.people) })}</p> : null}
      {choice.state === "ready" && choice.slots.length > 0 ? (
        <form
          className={styles.moveForm}
          onSubmit={(event) => {
            event.preventDefault()
            if (!busy) void move()
          }}
        >
          <label htmlFor={selectId}>{words.moveSlotLabel}</label>
          <select id={selectId} className={styles.moveSelect} value={slot} onChange={(event) => setSlot(event.target.value)}>
            {choice.slots.map((open) => (
              <option key={open.id} value={open.id}>
                {slotChoiceLabel(open)}
              </option>
            ))}
          </select>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {words.moveButton}
          </Button>
        </form>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </details>
  )
}
