// Gatsby writes a page's inlined stylesheets with its template's before the site-wide one (the layout,
// the shared components: src/node/webpack.ts, keepPageStylesWithTheirPage). A template's rules that
// adjust a shared component (a margin on a button, a colour in a card) would then lose to that
// component's own rules of equal weight. The site-wide sheet goes first, as it does in the browser when
// the router adds a template's sheet at the end of the head.
import React from "react"

const SITE_WIDE_STYLESHEET = /^\/styles\.[0-9a-f]+\.css$/

function inlinedStylesheet(component: React.ReactNode): string | null {
  if (!React.isValidElement<{ "data-href"?: unknown }>(component) || component.type !== "style") return null
  const href = component.props["data-href"]
  return typeof href === "string" ? href : null
}

/** The head components with the site-wide stylesheet moved before the first other inlined stylesheet. */
export function siteStylesheetFirst(components: React.ReactNode[]): React.ReactNode[] {
  const siteWide = components.findIndex((component) => SITE_WIDE_STYLESHEET.test(inlinedStylesheet(component) ?? ""))
  const firstSheet = components.findIndex((component) => inlinedStylesheet(component) !== null)
  if (siteWide < 0 || firstSheet < 0 || siteWide <= firstSheet) return components
  const rest = components.filter((_, index) => index !== siteWide)
  return [...rest.slice(0, firstSheet), components[siteWide], ...rest.slice(firstSheet)]
}
