// Today's date as a school-year calendar tile, in Nepal time with the Bikram Sambat date beside it
// (docs/behaviour.md#date-tile). Worked out in the browser after mount, never at build time, so the
// prebuilt page never shows a stale day; the tile keeps its size meanwhile, so nothing moves (CLS).
// The date code (and the BS month tables) load as a separate chunk, only here.
import React, { useEffect, useState } from "react"
import type { TodayTile } from "../../lib/dates/today-tile"
import * as styles from "./date-tile.module.scss"

/** How often to check whether the day has changed while the page stays open. */
const REFRESH_MS = 60_000

export interface DateTileProps {
  title: string
  bsLabel: string
}

function useToday(): TodayTile | null {
  const [today, setToday] = useState<TodayTile | null>(null)
  useEffect(() => {
    let active = true
    const update = () =>
      import("../../lib/dates/today-tile").then(({ todayTile }) => {
        const next = todayTile(new Date())
        if (active) setToday((current) => (current?.ad.iso === next.ad.iso ? current : next))
      })
    void update()
    const timer = window.setInterval(() => void update(), REFRESH_MS)
    return () => {
      active = false
      window.clearInterval(timer)
    }
  }, [])
  return today
}

export function DateTile({ title, bsLabel }: DateTileProps) {
  const today = useToday()
  return (
    <div className={styles.tile} data-today-tile aria-busy={today ? undefined : true}>
      <h3 className={styles.title}>{title}</h3>
      {today ? (
        <>
          <time className={styles.ad} dateTime={today.ad.iso}>
            <span className={styles.weekday}>{today.ad.weekday}</span>
            <span className={styles.day}>{today.ad.day}</span>
            <span className={styles.month}>
              {today.ad.monthName} {today.ad.year}
            </span>
          </time>
          <p className={styles.bs}>
            <span className={styles.bsLabel}>{bsLabel}</span>
            <span className={styles.bsDate}>{today.bs.text}</span>
            <span lang="ne">{today.bs.nepaliText}</span>
          </p>
        </>
      ) : null}
    </div>
  )
}
