// Today's date as a school-year calendar tile, in Nepal time with the Bikram Sambat date beside it
// (docs/behaviour.md#date-tile). Worked out in the browser after mount, never at build time, so the
// prebuilt page never shows a stale day; the tile keeps its size meanwhile, so nothing moves (CLS).
// The date code (and the BS month tables) load as a separate chunk, only here.
import React, { useEffect, useState } from "react"
import { weekdayOf } from "../../lib/nepal-time/day"
import { formatDay, formatMonth, weekdayName } from "../../lib/nepal-time/texts"
import type { TodayTile } from "../../lib/nepal-time/today-tile"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
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
      import("../../lib/nepal-time/today-tile").then(({ todayTile }) => {
        const next = todayTile(new Date())
        if (active) setToday((current) => (current?.iso === next.iso ? current : next))
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
  const locale = useLocale()
  const today = useToday()
  return (
    <div className={styles.tile} data-today-tile aria-busy={today ? undefined : true}>
      <h3 className={styles.title}>{title}</h3>
      {today ? (
        <>
          <time className={styles.ad} dateTime={today.iso}>
            <span className={styles.weekday}>{weekdayName(weekdayOf(today.ad), locale)}</span>
            <span className={styles.day}>{toLocaleDigits(today.ad.day, locale)}</span>
            <span className={styles.month}>{formatMonth("ad", today.ad.year, today.ad.month, locale)}</span>
          </time>
          <p className={styles.bs}>
            <span className={styles.bsLabel}>{bsLabel}</span>
            {/* An English page gives the BS day in both languages; a Nepali page needs it once. */}
            <span className={styles.bsDate}>{formatDay("bs", today.bs, locale)}</span>
            {locale === "ne" ? null : <span lang="ne">{formatDay("bs", today.bs, "ne")}</span>}
          </p>
        </>
      ) : null}
    </div>
  )
}
