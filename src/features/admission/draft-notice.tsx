// Tells a returning parent their answers were brought back, and lets anyone wipe the answers from
// this device (a shared family or cyber-café computer), with a moment to undo it.
import React from "react"
import { calendarDayIn, formatLongDate } from "../../lib/dates/calendar-day"
import { useLocale } from "../../lib/i18n/locale-context"
import { EMPTY_ADMISSION, type AdmissionValues } from "../../lib/validation/admission"
import { fillPlaceholders } from "../../lib/placeholders"
import { useNotifications } from "../../state/notifications/context"
import { isBlank } from "./draft"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./admission-form.module.scss"

export interface DraftNoticeProps {
  texts: AdmissionFormTexts
  restoredFrom: string | null
  values: AdmissionValues
  onClear: () => void
  replace: (values: AdmissionValues) => void
}

// The parent started the draft on this device, so the day is the one their own clock showed. Named
// explicitly: an undefined zone would fall back to the school's.
const visitorsTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export function DraftNotice({ texts, restoredFrom, values, onClear, replace }: DraftNoticeProps) {
  const locale = useLocale()
  const notifications = useNotifications()
  if (isBlank(values)) return null

  function clear() {
    const previous = values
    onClear()
    replace({ ...EMPTY_ADMISSION, dobCalendar: previous.dobCalendar })
    const id = notifications.show({
      title: texts.draft.cleared,
      message: (
        <button
          type="button"
          onClick={() => {
            replace(previous)
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
      {restoredFrom ? <p>{fillPlaceholders(texts.draft.restored, { date: formatLongDate(calendarDayIn(new Date(restoredFrom), visitorsTimeZone()), locale) })}</p> : null}
      <button type="button" className={styles.link} onClick={clear}>
        {texts.draft.clearLabel}
      </button>
    </div>
  )
}
