// A link that looks like a button: the site's calls to action (apply, arrange a visit, learn more).
import React from "react"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./button.module.scss"

export type ButtonVariant = "primary" | "accent" | "outline" | "light"

export interface ButtonLinkProps {
  to: string
  variant?: ButtonVariant
  className?: string
  children: React.ReactNode
  onClick?: React.MouseEventHandler<HTMLAnchorElement>
}

export function ButtonLink({ to, variant = "primary", className, children, onClick }: ButtonLinkProps) {
  return (
    <SmartLink to={to} onClick={onClick} className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}>
      {children}
    </SmartLink>
  )
}
