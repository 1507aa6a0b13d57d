// Takes the visitor back to the top: smooth scrolling (instant under reduced motion), and focus moves
// to the start of the page so keyboard and screen-reader users are taken there too.
import React from "react"
import { prefersReducedMotion } from "../../lib/reduced-motion"
import { Button } from "../button/button"
import * as styles from "./back-to-top.module.scss"

function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
  // The skip link is the first thing on every page; focusing it without scrolling keeps the smooth scroll.
  const first = document.querySelector<HTMLElement>("[data-page-top]")
  first?.focus({ preventScroll: true })
}

export function BackToTop({ label }: { label: string }) {
  return (
    <Button shape="pill" className={styles.top} onClick={scrollToTop}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 13V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Button>
  )
}
