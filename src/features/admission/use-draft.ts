// Brings back a saved draft once the page is interactive, then saves the answers whenever typing
// pauses (and at once when the page is hidden or left, or the answers are about to be sent).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"
import type { AdmissionValues } from "../../lib/validation/admission"
import { deferredWrite, type DeferredWrite } from "./deferred-write"
import { isBlank, newDraftKey, readDraft, removeDraft, saveDraft } from "./draft"

/**
 * How long typing must pause before the draft is written: a JSON of every answer put into
 * localStorage, synchronously, which the next key need not wait for.
 */
export const DRAFT_SAVE_DELAY_MS = 500

// The save is put off in a layout effect, run as soon as the answers are drawn: Preact (which draws
// the form on its own page) runs plain effects only after the next paint, and a reload or a closed tab
// right after a keystroke came before them, losing the last answers. Nothing to do on the server.
const useAfterDraw = typeof window === "undefined" ? useEffect : useLayoutEffect

export function useDraft(values: AdmissionValues, restore: (values: AdmissionValues) => void) {
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null)
  const startedAt = useRef<string | null>(null)
  const key = useRef<string | null>(null)
  const skipFirstSave = useRef(true)
  const writes = useRef<DeferredWrite | null>(null)

  // First of the effects, so the others find it; a write still waiting when the form goes (a link
  // followed inside the site) is done then.
  useEffect(() => {
    const deferred = deferredWrite(DRAFT_SAVE_DELAY_MS)
    writes.current = deferred
    return () => {
      deferred.now()
      deferred.stop()
      writes.current = null
    }
  }, [])

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

  useAfterDraw(() => {
    // The first run sees the empty form, before the restored answers arrive: nothing to save.
    if (skipFirstSave.current) {
      skipFirstSave.current = false
      return
    }
    if (isBlank(values)) {
      writes.current?.cancel()
      removeDraft()
      startedAt.current = null
      key.current = null
      return
    }
    const started = (startedAt.current ??= new Date().toISOString())
    const draftKey = (key.current ??= newDraftKey())
    writes.current?.later(() => saveDraft(values, started, draftKey))
  }, [values])

  /** Forgets the draft (after sending, or when the parent clears the form). */
  const forget = useCallback(() => {
    writes.current?.cancel()
    removeDraft()
    startedAt.current = null
    key.current = null
    setRestoredFrom(null)
  }, [])

  /**
   * This draft's Idempotency-Key (made now if storage is blocked and no draft was saved). The draft
   * is written first, key and all: a reload after an answer that never came sends the same key.
   */
  const idempotencyKey = useCallback((): string => {
    writes.current?.now()
    key.current ??= newDraftKey()
    return key.current
  }, [])

  return { restoredFrom, forget, idempotencyKey }
}
