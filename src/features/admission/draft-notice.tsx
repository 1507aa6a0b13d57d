// Tells a returning parent their answers were brought back, and lets anyone wipe the answers from
// this device (a shared family or cyber-café computer), with a moment to undo it.
import React from "react"
import { EMPTY_ADMISSION, type AdmissionValues } from "../../lib/validation/admission"
import { fillMessage } from "../../lib/validation/text"
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

/** SPEC §9's date format, 'MMMM D, YYYY'. */
function formatDay(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(new Date(iso))
}

export function DraftNotice({ texts, restoredFrom, values, onClear, replace }: DraftNoticeProps) {
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
      {restoredFrom ? <p>{fillMessage(texts.draft.restored, { date: formatDay(restoredFrom) })}</p> : null}
      <button type="button" className={styles.link} onClick={clear}>
        {texts.draft.clearLabel}
      </button>
    </div>
  )
}
