// What the one script of every page (./main.ts) does (docs/behaviour.md#light-pages). Every page is a
// prebuilt document: its HTML is complete as built and nothing of Gatsby's runtime comes with it. This
// starts what changes after load on the markup the server wrote: the site's frame on every page, then
// the page parts that name a module (`data-module`) and the islands (`data-island`), each loaded as a
// chunk of its own only where it is used.
import { watchLeaving } from "./leaving"
import { ISLAND_ATTRIBUTE } from "../lib/islands/attribute"
import { reportWebVitals } from "../lib/web-vitals/report-web-vitals"
import { startFrame, startNotices } from "./frame"
import { showPartError } from "./error-screen"
import { loadChunk } from "./load-chunk"
import { startModules } from "./modules"
import { hasSpeculationRules } from "./speculation-rules"

/**
 * The islands' loader is a chunk of its own too: the pages without an island (all but four) ask for
 * none of it.
 */
function startIslands(doc: Document, signal: AbortSignal): Promise<void> {
  if (!doc.querySelector(`[${ISLAND_ATTRIBUTE}]`)) return Promise.resolve()
  return loadChunk("islands", () => import("./islands")).then((islands) => islands.startIslands(doc, signal, { loadChunk, startNotices, showPartError }))
}

/** Starts the page; the controller it returns stops its behaviours (for tests: a page never does). */
export function startPage(doc: Document): AbortController {
  const stop = new AbortController()
  // Before any chunk is asked for: a load cut off because the visitor is leaving is no failure.
  watchLeaving(doc.defaultView ?? window)
  const frame = startFrame(doc, stop.signal)
  // Where the browser lacks Speculation Rules (the server names them in a header), the next page is
  // fetched once the visitor points at or touches its link. Best effort: a fallback that did not load
  // leaves the links as they are, and tells nobody.
  if (!hasSpeculationRules(doc)) {
    import("./prefetch").then(
      (prefetch) => prefetch.startPrefetch(doc, stop.signal),
      () => {},
    )
  }
  // Browser tests (and anything else) wait for this mark: the page is interactive, not just painted,
  // once every part has started or failed (a part that failed has told the visitor: loadChunk, its
  // error screen). A page framing one of the site's own (the form in /form/) is so once that page is too.
  const interactive = () => (doc.documentElement.dataset.hydrated = "true")
  void Promise.allSettled([frame, startModules(doc, stop.signal), startIslands(doc, stop.signal)]).then(() => {
    // Only a page with frames asks for the code that watches them.
    if (!doc.querySelector("iframe")) return interactive()
    import("./frames").then(
      (frames) => frames.whenFramesInteractive(doc, stop.signal, interactive),
      () => interactive(),
    )
  })
  // No callback: it measures and sends only when GATSBY_VITALS_ENDPOINT is set (docs/behaviour.md#web-vitals).
  void reportWebVitals()
  return stop
}

