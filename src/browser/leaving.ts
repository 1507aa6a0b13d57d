// A load that fails because the visitor is leaving the page is not a failure (docs/behaviour.md#errors).
//
// Firefox cancels every load of a page as soon as the visitor follows a link or types an address, not
// when the next page arrives: a script chunk still on its way then fails, and the page would tell the
// visitor it did not finish loading (or an island would show its error screen) while the next page
// comes. WebKit logs the same failures as unhandled rejections. Any chunk can be on its way at that
// moment (a page part's module, an island), so the rule is kept where every chunk passes
// (./load-chunk.ts), not in the parts that ask for them.
//
// From 'beforeunload' on, such a failure is held: its promise does not settle, so nothing reloads,
// nothing is logged and no error screen shows while the next page comes. If the page is shown again
// from the back/forward cache, the held failures go on as they would have.
// A visitor who acts on the page again has not left (a tel: link or a download fires 'beforeunload'
// too): later failures are real ones again.

let leaving = false
let held: Array<() => void> = []

/** Whether the visitor has asked for another document and this page may be cut off at any moment. */
export function isLeaving(): boolean {
  return leaving
}

/** Follows the page's 'beforeunload' and the visitor's actions; returns a function that stops. */
export function watchLeaving(target: Window = window): () => void {
  const leave = () => {
    leaving = true
  }
  const stay = () => {
    leaving = false
  }
  const shownAgain = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    leaving = false
    const release = held
    held = []
    for (const settle of release) settle()
  }
  const listeners = [
    ["beforeunload", leave],
    ["pointerdown", stay],
    ["keydown", stay],
    ["pageshow", shownAgain],
  ] as const
  for (const [type, listener] of listeners) target.addEventListener(type, listener as EventListener, { capture: true })
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener as EventListener, { capture: true })
  }
}

/** The promise as it is, except that a failure while the visitor is leaving is held (see above). */
export function unlessLeaving<T>(promise: Promise<T>, failed: (value: T) => boolean = () => false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const hold = (settle: () => void) => {
      if (leaving) held.push(settle)
      else settle()
    }
    promise.then(
      (value) => (failed(value) ? hold(() => resolve(value)) : resolve(value)),
      (error: unknown) => hold(() => reject(error)),
    )
  })
}
