// Server rendering of the static HTML: the same providers and layout as the browser, plus <html lang>
// from the page's address (English, or Nepali under /ne/).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import type { GatsbySSR } from "gatsby"
import { LANGUAGE_TAG, localeOfPath } from "./src/lib/i18n/locales"

export { wrapPageElement, wrapRootElement } from "./src/wrap-root"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, pathname }) => {
  setHtmlAttributes({ lang: LANGUAGE_TAG[localeOfPath(pathname)] })
}
