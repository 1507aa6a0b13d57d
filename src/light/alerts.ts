// The dismiss button of an alert on a light page. The alerts' own inline script has already shown or
// hidden each alert for the visitor's time and what they dismissed before (src/lib/alerts/alerts.ts);
// this keeps a dismissed one hidden for good, hides the region when none is left, and moves focus
// where Tab would have gone from the alert, as SiteAlerts does on other pages
// (src/features/alerts/site-alerts.tsx).
import { nextFocusableAfter } from "../lib/focusable"
import { rememberDismissed } from "../lib/alerts/alerts"
import { ALERTS_REGION_ID } from "../lib/alerts/region-id"
import { storageOf } from "../lib/page-frame"

export function wireAlertDismissal(doc: Document, signal: AbortSignal): void {
  doc.addEventListener("click", dismiss, { signal })

  function dismiss(event: MouseEvent): void {
    const alert = (event.target as Element).closest("[data-alert-dismiss]")?.closest<HTMLElement>("[data-alert-id]")
    const id = alert?.getAttribute("data-alert-id")
    if (!alert || !id) return
    const focused = doc.activeElement
    const next = !focused || focused === doc.body || alert.contains(focused) ? nextFocusableAfter(alert) : null
    rememberDismissed(storageOf(doc.defaultView!, "localStorage"), id)
    alert.hidden = true
    const region = doc.getElementById(ALERTS_REGION_ID)
    if (region && ![...region.querySelectorAll<HTMLElement>("[data-alert-id]")].some((item) => !item.hidden)) region.hidden = true
    next?.focus()
  }
}
