// Browser runtime: fonts, global styles, root providers and the layout, and the start-up watchers.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "@fontsource/lato/latin-400.css"
import "@fontsource/lato/latin-700.css"
import "@fontsource/lato/latin-900.css"
import "./src/styles/global.scss"

import type { GatsbyBrowser } from "gatsby"
import { removeFallbackContainer, watchChunkLoadErrors } from "./src/components/error-boundary/chunk-load-errors"
import { reportWebVitals } from "./src/lib/web-vitals/report-web-vitals"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"

// At load, not in onClientEntry: Gatsby imports this file before its own navigation module, which adds
// an 'unhandledrejection' listener that reloads on a failed chunk. Listening first lets the site stop
// that reload when it cannot help (offline), and a failure of the first page's scripts is reported.
watchChunkLoadErrors()

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // SPEC §7: invoked with no callback; it measures and sends only when GATSBY_VITALS_ENDPOINT is set.
  void reportWebVitals()
}

// Lets browser tests (and anything else) know the page is interactive, not just painted.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
  removeFallbackContainer()
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
