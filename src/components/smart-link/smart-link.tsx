// A link to a page of this site (client-side, through Gatsby, in the page's language) or to another
// site (new tab, no opener).
import { Link, type GatsbyLinkProps } from "gatsby"
import React from "react"
import { useLocale } from "../../state/locale-context"
import { localizedLink } from "../../lib/i18n/locales"
import { isInternalLink, withTrailingSlash } from "../../lib/links"
import { useAppMessages } from "../../hooks/use-app-messages"

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string
  children: React.ReactNode
}

export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isInternalLink(to)) {
    return (
      <PageLink to={withTrailingSlash(to)} {...rest}>
        {children}
      </PageLink>
    )
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <NewTabHint />
    </a>
  )
}

/**
 * Gatsby's Link to a page of this site in the language of the page it is on: data and code name
 * English addresses, and a Nepali page links to their Nepali twins. Files (PDFs, feeds) stay shared.
 */
export function PageLink<State>({ to, ref: _ref, ...rest }: GatsbyLinkProps<State>) {
  const locale = useLocale()
  return <Link to={localizedLink(to, locale)} {...rest} />
}

/** Tells screen-reader users that a link opens a new tab, in the site's words (data/messages.json). */
export function NewTabHint() {
  const messages = useAppMessages()
  return <span className="visually-hidden">{` (${messages.links.newTab})`}</span>
}
