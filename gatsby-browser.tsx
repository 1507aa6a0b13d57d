// Browser runtime: fonts, global styles, root providers and the layout.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "@fontsource/lato/latin-400.css"
import "@fontsource/lato/latin-700.css"
import "@fontsource/lato/latin-900.css"
import "./src/styles/global.scss"

import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"

// Lets browser tests (and anything else) know the page is interactive, not just painted.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
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
