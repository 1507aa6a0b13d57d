// Tells a returning parent their answers were brought back, and lets anyone wipe the answers from
// this device (a shared family or cyber-café computer), with a moment to undo it.
import React, { memo, useMemo } from "react"
import { useLocale } from "../../state/locale-context"
import { dualDate } from "../../lib/nepal-time/dual-date"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { fillPlaceholders } from "../../lib/placeholders"
import { useNotifications } from "../../state/notifications/context"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./admission-form.module.scss"

export interface DraftNoticeProps {
  texts: AdmissionFormTexts
  restoredFrom: string | null
  /** Something is answered: there is something to clear. */
  answered: boolean
  /** Empties the form and forgets the draft. */
  onClear: () => void
  /** Brings back what `onClear` took away. */
  onUndo: () => void
}

/**
 * The day the draft was started, written as the site writes days: "November 23, 2026" in English, the
 * Bikram Sambat day in Nepali ("२०८३ मङ्सिर ७"). The parent started it on this device, so the day is
 * the one their own clock showed, not Nepal's.
 */
export function draftDay(startedAt: string, locale: Locale): string {
  const started = new Date(startedAt)
  const isoDay = [started.getFullYear(), started.getMonth() + 1, started.getDate()].map((part) => String(part).padStart(2, "0")).join("-")
  const day = dualDate(isoDay, locale)
  return locale === DEFAULT_LOCALE ? day.ad : day.bs
}

// Drawn again only when its props change, not on every key typed in the form.
export const DraftNotice = memo(function DraftNotice({ texts, restoredFrom, answered, onClear, onUndo }: DraftNoticeProps) {
  const notifications = useNotifications()
  const locale = useLocale()
  const restored = useMemo(
    () => (restoredFrom ? fillPlaceholders(texts.draft.restored, { date: draftDay(restoredFrom, locale) }) : null),
    [texts, restoredFrom, locale],
  )
  if (!answered) return null

  function clear() {
    onClear()
    const id = notifications.show({
      title: texts.draft.cleared,
      message: (
        <button
          type="button"
          onClick={() => {
            onUndo()
            notifications.hide(id)
          }}
        >
          {texts.draft.undoLabel}
        </button>
      ),
      autoClose: 8000,
    })
  }

  return (
    <div className={styles.draft} data-restored={restoredFrom ? "" : undefined}>
      {restored ? <p>{restored}</p> : null}
      <button type="button" className={styles.link} onClick={clear}>
        {texts.draft.clearLabel}
      </button>
    </div>
  )
})
