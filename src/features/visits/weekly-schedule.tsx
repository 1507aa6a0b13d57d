// The weekly visiting hours from data/visits.json: shown whether or not the server answers, so a
// family without the live list still knows when the school takes visits and whom to call.
import React from "react"
import { formatTimeRange } from "../../lib/nepal-time/texts"
import { endTimeOf, type WeeklySlot } from "../../lib/visits/slots"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

export function WeeklySchedule() {
  const { texts, locale } = useVisitWords()
  const weekly: readonly WeeklySlot[] = texts.weekly
  return (
    <section className={styles.schedule} aria-labelledby="visit-schedule">
      <h2 id="visit-schedule">{texts.scheduleTitle}</h2>
      <ul className={styles.weekly}>
        {weekly.map((slot) => (
          <li key={`${slot.day}-${slot.time}`}>
            <strong>{texts.weekdays[slot.day as keyof typeof texts.weekdays]}</strong>{" "}
            {formatTimeRange(slot.time, endTimeOf(slot.time, slot.minutes), locale)}, {texts.languages[slot.language as "en" | "ne"]}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{texts.timeNote}</p>
    </section>
  )
}
