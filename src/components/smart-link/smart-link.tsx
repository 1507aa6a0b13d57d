// A link to a page of this site (client-side, through Gatsby) or to another site (new tab, no opener).
import { Link } from "gatsby"
import React from "react"
import { isInternalLink, withTrailingSlash } from "../../lib/links"

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
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
