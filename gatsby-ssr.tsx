// Server rendering of the static HTML: the same providers and layout as the browser, plus <html lang>
// from the page's address (English, or Nepali under /ne/), and a Nepali page's font files.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { provideSiteAlerts } from "./src/features/alerts/alerts-slot"
import * as siteAlerts from "./src/features/alerts/site-alerts"
import { devanagariPreloads } from "./src/components/devanagari-preload/devanagari-preload"
import { LANGUAGE_TAG, localeOfPath } from "./src/lib/i18n/locales"
import { isTodayCalendarPath } from "./src/lib/calendar/paths"
import { isNotFoundPagePath } from "./src/lib/routes/missing-path-script"
import { usesSystemFonts } from "./src/lib/routes/system-fonts"
import { siteStylesheetFirst } from "./src/components/stylesheet-order/stylesheet-order"

export { wrapServerPageElement as wrapPageElement, wrapRootElement } from "./src/wrap-root"

// The prebuilt HTML holds the alerts that had not ended at build time; the browser fetches their code
// only for such pages (src/features/alerts/alerts-slot.tsx).
provideSiteAlerts(siteAlerts)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  const locale = localeOfPath(pathname)
  // A page with a byte budget shows the system's fonts and fetches none (global.scss).
  const systemFonts = usesSystemFonts(pathname)
  setHtmlAttributes({ lang: LANGUAGE_TAG[locale], ...(systemFonts ? { "data-system-fonts": "" } : {}) })
  // The head script of a page that may move on at once (the 404 page, /calendar/) asks for them when
  // the page stays (src/lib/routes/replace-address-script.ts).
  if (locale === "ne" && !systemFonts && !isNotFoundPagePath(pathname) && !isTodayCalendarPath(pathname)) setHeadComponents(devanagariPreloads())
}

// Gatsby renders with React 18's renderToPipeableStream, which pads its 2 KB output buffers with NUL
// bytes when a multi-byte character falls on their edge (React issue 31134, fixed only in React 19):
// Nepali words came out with bytes in their middle. The whole page is static, so the plain string
// renderer, which has no such buffers, gives the same HTML without the damage.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
}

// The site-wide stylesheet before the page's template's, so that the template's rules win ties.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(siteStylesheetFirst(getHeadComponents()))
}
