// Gatsby's browser bundle, which no page ships (every page is a prebuilt document with the site's own
// script, src/browser/main.ts: docs/behaviour.md#light-pages), is still where Gatsby collects the
// stylesheets it writes into each page: the global styles (with the self-hosted fonts), and through
// the root and the layout, the styles of the site's frame on every page.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "./src/styles/global.scss"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"
