// The open times as a family on a phone wants them: the next few first, then one week at a time
// (Sunday to Friday), each day under its Bikram Sambat heading with the AD day beside, each time with
// its hours (Nepal time), the tour's language, the places left and a button. The weeks are paged with
// two buttons rather than listed one under another, so the page stays short whatever the window.
import React, { useEffect, useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { dualDate } from "../../lib/nepal-time/dual-date"
import { SOONEST, slotsByWeek, type SlotWeek } from "../../lib/visits/groups"
import { visitWhenParts } from "../../lib/visits/texts"
import type { SlotInfo } from "./api"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

export interface SlotListProps {
  slots: readonly SlotInfo[]
  onChoose: (slot: SlotInfo) => void
}

function SlotRow({ slot, withDay, onChoose }: { slot: SlotInfo; withDay: boolean; onChoose: (slot: SlotInfo) => void }) {
  const { texts, fill, locale } = useVisitWords()
  const parts = visitWhenParts(slot, locale)
  const left = slot.left === 1 ? texts.onePlaceLeft : fill(texts.placesLeft, { count: slot.left })
  return (
    <li className={withDay ? `${styles.slot} ${styles.dated}` : styles.slot}>
      {withDay ? (
        <time className={styles.slotDay} dateTime={slot.day}>
          {parts.bsDay} <span className={styles.ad}>({parts.adDay})</span>
        </time>
      ) : null}
      <span className={styles.hours}>{parts.hours}</span>
      <span className={styles.language}>{texts.languages[slot.language as "en" | "ne"]}</span>
      <span className={styles.left}>{toLocaleDigits(left, locale)}</span>
      <Button className={styles.choose} variant="outline" size="sm" onClick={() => onChoose(slot)} aria-label={`${texts.chooseLabel}: ${parts.bsDay}, ${parts.hours}`}>
        {texts.chooseLabel}
      </Button>
    </li>
  )
}

function WeekHeading({ week }: { week: SlotWeek<SlotInfo> }) {
  const { texts, fill, locale } = useVisitWords()
  const first = dualDate(week.first, locale)
  const last = dualDate(week.last, locale)
  if (week.first === week.last) {
    return (
      <>
        {first.bs} <span className={styles.ad}>({first.ad})</span>
      </>
    )
  }
  return (
    <>
      {fill(texts.weekHeading, { from: first.bs, to: last.bs })} <span className={styles.ad}>({fill(texts.weekHeading, { from: first.ad, to: last.ad })})</span>
    </>
  )
}

export function SlotList({ slots, onChoose }: SlotListProps) {
  const { texts, fill, locale } = useVisitWords()
  const weeks = slotsByWeek(slots)
  const [shown, setShown] = useState(0)
  const paged = useRef(false)
  const weekHeading = useRef<HTMLHeadingElement>(null)
  // A new list (a reload, or the next times offered when one filled up) starts at its first week.
  useEffect(() => {
    paged.current = false
    setShown(0)
  }, [slots])
  // After paging, the new week's heading takes the focus, so the reader starts at its top.
  useEffect(() => {
    if (paged.current) weekHeading.current?.focus()
  }, [shown])
  const index = Math.min(shown, weeks.length - 1)
  const week = weeks[index]
  if (!week) return null
  const page = (to: number) => {
    paged.current = true
    setShown(to)
  }

  return (
    <>
      {weeks.length > 1 ? (
        <section className={styles.soonest} aria-labelledby="visit-soonest">
          <h3 id="visit-soonest" className={styles.weekHeading}>
            {texts.soonestTitle}
          </h3>
          <ul className={styles.slots}>
            {slots.slice(0, SOONEST).map((slot) => (
              <SlotRow key={slot.id} slot={slot} withDay onChoose={onChoose} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.week} aria-labelledby="visit-week">
        <h3 id="visit-week" ref={weekHeading} tabIndex={-1} className={styles.weekHeading}>
          <WeekHeading week={week} />
        </h3>
        {weeks.length > 1 ? <p className={styles.note}>{fill(texts.weekCount, { number: index + 1, count: weeks.length })}</p> : null}
        <ol className={styles.days}>
          {week.days.map((day) => {
            const when = visitWhenParts(day[0]!, locale)
            return (
              <li key={day[0]!.day} className={styles.day}>
                <h4 className={styles.dayHeading}>
                  <time dateTime={day[0]!.day}>
                    {when.bsDay} <span className={styles.ad}>({when.adDay})</span>
                  </time>
                </h4>
                <ul className={styles.slots}>
                  {day.map((slot) => (
                    <SlotRow key={slot.id} slot={slot} withDay={false} onChoose={onChoose} />
                  ))}
                </ul>
              </li>
            )
          })}
        </ol>
        {weeks.length > 1 ? (
          <div className={styles.pager}>
            <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => page(index - 1)}>
              {texts.previousWeek}
            </Button>
            <Button variant="secondary" size="sm" disabled={index === weeks.length - 1} onClick={() => page(index + 1)}>
              {texts.nextWeek}
            </Button>
          </div>
        ) : null}
      </section>
    </>
  )
}
