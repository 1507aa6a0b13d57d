// The open times, grouped by day: the Bikram Sambat day as the heading with the AD day beside it,
// then each time with its hours (Nepal time), the tour's language, the places left and a button.
import React from "react"
import { Button } from "../../components/button/button"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { visitWhenParts } from "../../lib/visits/texts"
import type { SlotInfo } from "./api"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

export interface SlotListProps {
  slots: readonly SlotInfo[]
  onChoose: (slot: SlotInfo) => void
}

function byDay(slots: readonly SlotInfo[]): SlotInfo[][] {
  const days = new Map<string, SlotInfo[]>()
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days.values()]
}

export function SlotList({ slots, onChoose }: SlotListProps) {
  const { texts, fill, locale } = useVisitWords()
  return (
    <ol className={styles.days}>
      {byDay(slots).map((day) => {
        const when = visitWhenParts(day[0]!, locale)
        return (
          <li key={day[0]!.day} className={styles.day}>
            <h3 className={styles.dayHeading}>
              <time dateTime={day[0]!.day}>
                {when.bsDay} <span className={styles.ad}>({when.adDay})</span>
              </time>
            </h3>
            <ul className={styles.slots}>
              {day.map((slot) => {
                const parts = visitWhenParts(slot, locale)
                const left = slot.left === 1 ? texts.onePlaceLeft : fill(texts.placesLeft, { count: slot.left })
                return (
                  <li key={slot.id} className={styles.slot}>
                    <span className={styles.hours}>{parts.hours}</span>
                    <span>{texts.languages[slot.language as "en" | "ne"]}</span>
                    <span className={styles.left}>{toLocaleDigits(left, locale)}</span>
                    <Button variant="outline" size="sm" onClick={() => onChoose(slot)} aria-label={`${texts.chooseLabel}: ${parts.bsDay}, ${parts.hours}`}>
                      {texts.chooseLabel}
                    </Button>
                  </li>
                )
              })}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
