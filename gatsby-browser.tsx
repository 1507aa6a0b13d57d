// Browser runtime: global styles (with the self-hosted fonts), root providers and the layout, and the start-up watchers.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "./src/styles/global.scss"

import type { GatsbyBrowser } from "gatsby"
import type React from "react"
import { startTransition } from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import { loadPrebuiltAlerts } from "./src/features/alerts/alerts-slot"
import { removeFallbackContainer, watchChunkLoadErrors } from "./src/components/error-boundary/chunk-load-errors"
import {
  holdChunkFailuresWhileLeaving,
  holdPageFailuresWhileLeaving,
  watchLeaving,
  type PageLoader,
} from "./src/components/error-boundary/leaving"
import { policyCovers } from "./src/lib/csp/path-extras"
import { reportWebVitals } from "./src/lib/web-vitals/report-web-vitals"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"

// At load, not in onClientEntry: Gatsby imports this file before its own navigation module, which adds
// an 'unhandledrejection' listener that reloads on a failed chunk. Listening first lets the site stop
// that reload when it cannot help (offline), and a failure of the first page's scripts is reported.
watchChunkLoadErrors()
// Before any chunk is asked for: a load cut off because the visitor is leaving is no failure.
watchLeaving()
holdChunkFailuresWhileLeaving()

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Gatsby sets its page loader up after this file and first uses it once this hook has run.
  holdPageFailuresWhileLeaving((window as { ___loader?: PageLoader }).___loader)
  // No callback: it measures and sends only when GATSBY_VITALS_ENDPOINT is set (docs/behaviour.md#web-vitals).
  void reportWebVitals()
  // Gatsby waits for this before React starts: the code of the alerts the HTML holds, if it holds any.
  return loadPrebuiltAlerts()
}

// Lets browser tests (and anything else) know the page is interactive, not just painted.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
  removeFallbackContainer()
}

// A document keeps the script policy it was loaded with. A page that needs more (the search page's
// WebAssembly) is loaded anew when reached through the router, so its own <meta> policy applies.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return
  const policy = document.querySelector<HTMLMetaElement>('head > meta[http-equiv="Content-Security-Policy"]')?.content
  if (policy !== undefined && !policyCovers(policy, location.pathname)) window.location.reload()
}

// global.scss makes in-page links scroll smoothly, which would also make a page reached through the
// router paint where the last page was and then glide up. Put it at its top (or, going back, where it
// was left) at once; a link with a #fragment keeps Gatsby's own scroll to that element.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps
  if (location.hash) return true
  const [left = 0, top = 0] = getSavedScrollPosition(location) ?? []
  window.scrollTo({ left, top: top ?? 0, behavior: "instant" })
  return false
}

// Let the browser paint the prebuilt HTML (and its first picture) before React hydrates it: hydration
// is the page's longest task, and on a mid-range phone it would otherwise hold back the first paint.
// Started as a transition, React hydrates in slices of a few milliseconds with the browser free for
// input in between, not in one long task; /form/ hydrates two pages (its own and the framed form) on
// one main thread. A click before the end still works: React hydrates that part first.
function hydrateAfterFirstPaint(element: React.ReactNode, container: Element | DocumentFragment | Document | null): void {
  if (!(container instanceof Element)) throw new Error("The page has no #___gatsby element to render into.")
  afterNextPaint(() =>
    startTransition(() => {
      if (container.hasChildNodes()) hydrateRoot(container, element)
      else createRoot(container).render(element)
    }),
  )
}

// Gatsby still types this API with React 17's overloaded ReactDOM.render (and ignores its result).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateAfterFirstPaint as Renderer

function afterNextPaint(run: () => void): void {
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    run()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  // A tab opened in the background gets no animation frames until shown; do not wait for that.
  setTimeout(once, 250)
}
