// Back to the top of the page: smooth scrolling (instant under reduced motion), and focus moves to the
// start of the page so keyboard and screen-reader users are taken there too. The BackToTop button calls
// it on React's pages; a light page's script wires the same buttons by their mark.
import { prefersReducedMotion } from "./reduced-motion"

/** Marks a button that takes the visitor back to the top. */
export const BACK_TO_TOP = "data-back-to-top"

export function scrollToTop(doc: Document = document): void {
  doc.defaultView?.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
  // The skip link is the first thing on every page; focusing it without scrolling keeps the smooth scroll.
  doc.querySelector<HTMLElement>("[data-page-top]")?.focus({ preventScroll: true })
}

/** Makes every back-to-top button in the page work, until `signal` aborts. */
export function wireBackToTop(doc: Document, signal: AbortSignal): void {
  doc.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest?.(`[${BACK_TO_TOP}]`)) scrollToTop(doc)
    },
    { signal },
  )
}
