// A new status for an application, with a note for colleagues; the note's length is checked here as
// the server checks it, so a long note is said at once and nothing is lost. When a colleague changed
// the application meanwhile, nothing is saved: the form says so and keeps the note to save again.
import React, { useState } from "react"
import { Button } from "../../components/button/button"
import { STATUSES, isStatus, type Status } from "../../lib/office/inbox"
import type { OfficeTexts } from "./texts"
import * as styles from "./office.module.scss"

/** The most a note may hold (the server refuses more: src/server/office/inbox.ts NOTE_MAX). */
export const NOTE_MAX = 1000

/** "changed": another change came first; nothing was saved, and the page now shows it. */
export type SaveResult = "saved" | "changed" | "failed"

export interface StatusFormProps {
  texts: OfficeTexts
  current: string
  onSave: (status: Status, note: string) => Promise<SaveResult>
}

function asStatus(value: string): Status {
  return isStatus(value) ? value : "received"
}

export function StatusForm({ texts, current, onSave }: StatusFormProps) {
  const words = texts.application
  const [status, setStatus] = useState<Status>(asStatus(current))
  const [note, setNote] = useState("")
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: "saved" | "error"; text: string } | null>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if ([...note.trim()].length > NOTE_MAX) return setMessage({ kind: "error", text: words.noteTooLong })
    setBusy(true)
    setMessage(null)
    const result = await onSave(status, note.trim())
    setBusy(false)
    if (result === "saved") {
      setNote("")
      setMessage({ kind: "saved", text: words.saved })
    } else setMessage({ kind: "error", text: result === "changed" ? words.changedMeanwhile : words.saveFailed })
  }

  return (
    <form className={styles.stack} onSubmit={submit} aria-labelledby="office-status-heading" noValidate>
      <h2 id="office-status-heading">{words.statusHeading}</h2>
      <div className={styles.field}>
        <label htmlFor="office-new-status">{words.statusLabel}</label>
        <select id="office-new-status" value={status} onChange={(event) => setStatus(asStatus(event.target.value))}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {texts.statuses[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="office-note">{words.noteLabel}</label>
        <p id="office-note-hint" className={styles.hint}>
          {words.noteHint}
        </p>
        <textarea id="office-note" rows={3} value={note} aria-describedby="office-note-hint" onChange={(event) => setNote(event.target.value)} />
      </div>
      {message?.kind === "error" ? (
        <p className={styles.error} role="alert">
          {message.text}
        </p>
      ) : null}
      <p className={styles.saved} role="status">
        {message?.kind === "saved" ? message.text : ""}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {words.saveLabel}
        </Button>
      </div>
    </form>
  )
}
