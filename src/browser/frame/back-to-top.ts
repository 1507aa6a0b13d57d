// Back to the top of the page: smooth scrolling (instant under reduced motion), and focus moves to the
// start of the page so keyboard and screen-reader users are taken there too.
import { BACK_TO_TOP, PAGE_TOP } from "../../lib/page-frame"
import { prefersReducedMotion } from "../../lib/reduced-motion"

export function scrollToTop(doc: Document): void {
  doc.defaultView?.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
  // The skip link is the first thing on every page; focusing it without scrolling keeps the smooth scroll.
  doc.querySelector<HTMLElement>(`[${PAGE_TOP}]`)?.focus({ preventScroll: true })
}

/** Makes every back-to-top button in the page work, until `signal` aborts. */
export function startBackToTop(doc: Document, signal: AbortSignal): void {
  doc.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element | null)?.closest?.(`[${BACK_TO_TOP}]`)) scrollToTop(doc)
    },
    { signal },
  )
}
