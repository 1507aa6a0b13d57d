// A link to a page of this site (client-side, through Gatsby) or to another site (new tab, no opener).
import { Link } from "gatsby"
import React from "react"
import { isInternalLink, withTrailingSlash } from "../../lib/links"
import { appMessages } from "../../lib/messages"

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string
  children: React.ReactNode
}

export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isInternalLink(to)) {
    return (
      <Link to={withTrailingSlash(to)} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <NewTabHint />
    </a>
  )
}

/** Tells screen-reader users that a link opens a new tab, in the site's words (data/messages.json). */
export function NewTabHint() {
  return <span className="visually-hidden">{` (${appMessages.links.newTab})`}</span>
}
