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
