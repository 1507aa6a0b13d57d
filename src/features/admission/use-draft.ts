// Brings back a saved draft once the page is interactive, then saves every change.
import { useEffect, useRef, useState } from "react"
import type { AdmissionValues } from "../../lib/validation/admission"
import { isBlank, newDraftKey, readDraft, removeDraft, saveDraft } from "./draft"

export function useDraft(values: AdmissionValues, restore: (values: AdmissionValues) => void) {
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null)
  const startedAt = useRef<string | null>(null)
  const key = useRef<string | null>(null)
  const skipFirstSave = useRef(true)

  useEffect(() => {
    const draft = readDraft()
    if (draft && !isBlank(draft.values)) {
      startedAt.current = draft.startedAt
      key.current = draft.key
      setRestoredFrom(draft.startedAt)
      restore(draft.values)
    }
    // Once, on mount: later changes of `restore` must not bring the draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    // The first run sees the empty form, before the restored answers arrive: nothing to save.
    if (skipFirstSave.current) {
      skipFirstSave.current = false
      return
    }
    if (isBlank(values)) {
      removeDraft()
      startedAt.current = null
      key.current = null
      return
    }
    startedAt.current ??= new Date().toISOString()
    key.current ??= newDraftKey()
    saveDraft(values, startedAt.current, key.current)
  }, [values])

  /** Forgets the draft (after sending, or when the parent clears the form). */
  function forget() {
    removeDraft()
    startedAt.current = null
    key.current = null
    setRestoredFrom(null)
  }

  /** This draft's Idempotency-Key (made now if storage is blocked and no draft was saved). */
  function idempotencyKey(): string {
    key.current ??= newDraftKey()
    return key.current
  }

  return { restoredFrom, forget, idempotencyKey }
}
