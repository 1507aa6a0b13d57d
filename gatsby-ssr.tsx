// Server rendering of the static HTML: the same providers and layout as the browser, plus <html lang>.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import type { GatsbySSR } from "gatsby"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
