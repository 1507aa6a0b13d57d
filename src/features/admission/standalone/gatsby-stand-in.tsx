// What the form's modules import from "gatsby", for the form page's own script, which runs without
// Gatsby (the build's bundler puts this module in gatsby's place: src/node/pages/light-pages.ts).
// Queries ran at build time: a fragment is only a name here, and the one static query the form's
// hooks make (useSite's) is answered from the page's data block. A link is a plain link: without
// Gatsby's router every page is a full load, as on every light page.
import React from "react"
import { readAdmissionFormData } from "./page-data"

/** A query's text: the build has already run it, so nothing is left to do with it. */
export function graphql(strings: TemplateStringsArray): string {
  return strings.join("")
}

let site: unknown
/** useSite's query, from the page's data block: its page's site.json node, the fields the form reads. */
export function useStaticQuery<T>(query: string): T {
  if (!query.includes("query SiteData")) throw new Error("the admission form page's script answers no static query but useSite's")
  site ??= readAdmissionFormData(document).site
  return { allSiteJson: { nodes: [site] } } as T
}

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string
  // Gatsby's own, which an <a> has no use for.
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export function Link({ to, children, activeClassName: _class, activeStyle: _style, partiallyActive: _partly, replace: _replace, state: _state, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export function navigate(to: string): void {
  window.location.assign(to)
}
