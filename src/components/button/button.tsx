// The site's buttons: Button for an action on the page (<button>); ButtonLink, beside it, for a link
// drawn as one. Both take their look from buttonClassName, so there is one place for it.
import React from "react"
import * as styles from "./button.module.scss"

export type ButtonVariant = "primary" | "secondary" | "accent" | "outline" | "light"
export type ButtonSize = "sm" | "md" | "lg"

export interface ButtonLook {
  variant?: ButtonVariant
  /** md for calls to action; lg for a form's main actions; sm for a tool, in the text size around it. */
  size?: ButtonSize
  /** pill for a button that floats over the page (back to top). */
  shape?: "rounded" | "pill"
}

export function buttonClassName({ variant = "primary", size = "md", shape = "rounded" }: ButtonLook, className?: string): string {
  return [styles.button, styles[variant], size === "md" ? undefined : styles[size], shape === "pill" ? styles.pill : undefined, className]
    .filter(Boolean)
    .join(" ")
}

export interface ButtonProps extends ButtonLook, Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** "submit" sends the form around it; a plain action otherwise, so a button never sends by accident. */
  type?: "button" | "submit"
}

export function Button({ variant, size, shape, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, shape }, className)} {...rest} />
}
