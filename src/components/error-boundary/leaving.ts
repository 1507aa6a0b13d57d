// A load that fails because the visitor is leaving the page is not a failure (docs/behaviour.md#errors).
//
// Firefox cancels every load of a page as soon as the visitor follows a link or types an address, not
// when the next page arrives: a script chunk still on its way then fails with webpack's ChunkLoadError,
// and Gatsby's page loader reports a page whose data or chunk was cut off as missing ('page resources
// for /x/ not found', 'We couldn't load "/page-data/sq/d/…"'). Gatsby answers a failed chunk by loading
// the current address again, and that load replaced the one the visitor had asked for: they were sent
// back. WebKit logs the same failures as unhandled rejections. Any chunk can be on its way at that
// moment (a page's template, a part that loads after the page is drawn, one fetched on demand), so the
// rule is kept where every chunk and every page load passes, not in the parts that ask for them.
//
// From 'beforeunload' on, such a failure is held: its promise does not settle, so nothing reloads,
// nothing is logged and no error screen shows while the next page comes. If the page is shown again
// from the back/forward cache, the held failures go on as they would have (Gatsby loads the page anew).
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

// webpack's chunk loader: every import(), Gatsby's templates and a part's lazy code alike.
declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> } | undefined

/** Holds a chunk that fails while the visitor is leaving; outside webpack (tests) there is nothing to do. */
export function holdChunkFailuresWhileLeaving(): void {
  if (typeof __webpack_require__ === "undefined" || typeof __webpack_require__.e !== "function") return
  const ensureChunk = __webpack_require__.e
  __webpack_require__.e = (chunkId) => unlessLeaving(ensureChunk(chunkId))
}

/** The part of Gatsby's page loader (window.___loader) whose failures it reports or reloads on. */
export interface PageLoader {
  loadPage: (path: string) => Promise<{ status?: string } | null | undefined>
}

/**
 * Holds a page load that fails while the visitor is leaving: Gatsby's loader answers a cut-off
 * page-data, static query or chunk with an error result, which its first render logs and throws
 * and its router answers by loading the address in full.
 */
export function holdPageFailuresWhileLeaving(loader: PageLoader | undefined): void {
  if (!loader) return
  const loadPage = loader.loadPage.bind(loader)
  loader.loadPage = (path) => unlessLeaving(loadPage(path), (result) => !result || result.status === "error")
}
