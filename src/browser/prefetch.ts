// The next page, fetched ahead when a visitor points at or touches its link, so that moving to it (a
// page load: every page is a prebuilt document) starts from the cache. Browsers with Speculation Rules
// do it from the rules every page's header names (src/node/deploy/policy.ts); in the others this adds a
// <link rel=prefetch> for the link's page, once per address, by the same rule (src/lib/prefetch.ts).
import { isPrefetchable } from "../lib/prefetch"

/** Starts the fallback, which the page's script asks for where the browser lacks Speculation Rules (./speculation-rules.ts); it stops when `signal` aborts. */
export function startPrefetch(doc: Document, signal: AbortSignal): void {
  const asked = new Set<string>()
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][href]')) asked.add(link.href)
  const prefetch = (event: Event) => {
    const target = event.target
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null
    if (!link || !isPrefetchable(link, doc.location)) return
    const url = new URL(link.href, doc.location.href)
    url.hash = ""
    if (asked.has(url.href)) return
    asked.add(url.href)
    const hint = doc.createElement("link")
    hint.rel = "prefetch"
    hint.href = url.href
    doc.head.append(hint)
  }
  // Capturing: a link's own handlers cannot hide the pointer from this one.
  const options = { capture: true, passive: true, signal }
  doc.addEventListener("pointerenter", prefetch, options)
  doc.addEventListener("touchstart", prefetch, options)
}
