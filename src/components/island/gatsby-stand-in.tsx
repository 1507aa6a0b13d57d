// What the islands' parts import from "gatsby", in the browser, where Gatsby's runtime is not: the
// one esbuild pass of the site's scripts puts this module in gatsby's place. Queries ran at build
// time: a fragment is only its text here, and a static query is answered from the page's data block
// (src/components/island/island.tsx). A link is a plain link, and moving to another page a page load.
import React from "react"
import { readStaticQueries } from "../../lib/islands/names"

/** A query's text: the build has already run it, so nothing is left to do with it. */
export function graphql(strings: TemplateStringsArray): string {
  return strings.join("")
}

let answers: Record<string, unknown> | undefined

/** A static query's answer, from the page's data block; fails for a query the block does not answer. */
export function useStaticQuery<T>(query: string): T {
  const name = /\bquery\s+(\w+)/.exec(query)?.[1] ?? "(unnamed)"
  answers ??= readStaticQueries(document)
  if (!(name in answers)) throw new Error(`the page's data block answers no static query ${name}`)
  return answers[name] as T
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
