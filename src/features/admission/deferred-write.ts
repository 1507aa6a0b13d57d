// A write put off until typing pauses, so a keystroke costs no storage work: each new write replaces
// the one waiting. It is done at once when the page is hidden or left (another tab or app, a reload,
// a closed tab), so nothing typed just before is lost.
export interface DeferredWrite {
  /** Does `write` once nothing newer has come for the delay; replaces the write still waiting. */
  later(write: () => void): void
  /** Does the waiting write now, if there is one. */
  now(): void
  /** Drops the waiting write. */
  cancel(): void
  /** Stops listening to the page; a waiting write is dropped. */
  stop(): void
}

export function deferredWrite(delayMs: number, page: Window = window): DeferredWrite {
  let waiting: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  function cancel() {
    clearTimeout(timer)
    waiting = null
  }
  function now() {
    const write = waiting
    cancel()
    write?.()
  }
  function hidden() {
    if (page.document.visibilityState === "hidden") now()
  }
  page.addEventListener("pagehide", now)
  page.document.addEventListener("visibilitychange", hidden)

  return {
    later(write) {
      cancel()
      waiting = write
      timer = setTimeout(now, delayMs)
    },
    now,
    cancel,
    stop() {
      cancel()
      page.removeEventListener("pagehide", now)
      page.document.removeEventListener("visibilitychange", hidden)
    },
  }
}
