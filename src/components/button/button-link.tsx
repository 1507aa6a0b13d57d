// A link that looks like a button: the site's calls to action (apply, arrange a visit, learn more).
import React from "react"
import { SmartLink } from "../smart-link/smart-link"
import { buttonClassName, type ButtonLook } from "./button"

export interface ButtonLinkProps extends ButtonLook {
  to: string
  /**
   * A plain <a href>, neither routed nor opened in a new tab: for mailto: links, and for the error
   * screen, whose way home must work even when the router is what broke.
   */
  plain?: boolean
  className?: string
  children: React.ReactNode
  onClick?: React.MouseEventHandler<HTMLAnchorElement>
}

export function ButtonLink({ to, variant, size, plain = false, className, children, onClick }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size }, className)
  if (plain) {
    return (
      <a href={to} className={classes} onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <SmartLink to={to} onClick={onClick} className={classes}>
      {children}
    </SmartLink>
  )
}
