// Today's date as a school-year calendar tile, in Nepal time with the Bikram Sambat date beside it
// (docs/behaviour.md#date-tile). This writes the tile's frame and title, and its date's parts empty and
// hidden; the page's `today-tile` module (src/lib/nepal-time/today-tile-view.ts) fills them in the
// browser (never at build time, so the prebuilt page never shows a stale day). The tile keeps its size
// meanwhile, so nothing moves (CLS). That code (and the BS month tables) is a chunk of its own.
import React from "react"
import { moduleAttribute } from "../../lib/modules/names"
import { useLocale } from "../../state/locale-context"
import * as styles from "./date-tile.module.scss"

export interface DateTileProps {
  title: string
  bsLabel: string
}

/** The attributes of a part the date fills in (src/lib/nepal-time/today-tile-view.ts, TODAY_PART). */
const part = (name: string) => ({ "data-today": name, hidden: true })

export function DateTile({ title, bsLabel }: DateTileProps) {
  const locale = useLocale()
  return (
    <div className={styles.tile} data-today-tile aria-busy="true" {...moduleAttribute("today-tile")}>
      <h3 className={styles.title}>{title}</h3>
      <time className={styles.ad} {...part("ad")}>
        <span className={styles.weekday} data-today="weekday" />
        <span className={styles.day} data-today="day" />
        <span className={styles.month} data-today="month" />
      </time>
      <p className={styles.bs} {...part("bs")}>
        <span className={styles.bsLabel}>{bsLabel}</span>
        {/* An English page gives the BS day in both languages; a Nepali page needs it once. */}
        <span className={styles.bsDate} data-today="bs-date" />
        {locale === "ne" ? null : <span lang="ne" data-today="bs-nepali" />}
      </p>
    </div>
  )
}
