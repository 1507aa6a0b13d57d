// The site's alerts at the top of every page, on the markup
// src/features/alerts/ writes. Their head script (src/browser/blocking/alerts.ts) has shown or hidden
// each for the visitor's clock before the first paint; this applies the same rule again every minute,
// so a page left open shows an alert once it starts and hides it once it ends, and dismisses one for
// good, hiding the region when none is left and moving focus where Tab would have gone from it.
import { ALERT_DISMISS, ALERT_ID, decideAlerts, readDismissed, rememberDismissed } from "../../lib/alerts/alerts"
import { ALERTS_REGION_ID } from "../../lib/alerts/region-id"
import { nextFocusableAfter } from "../../lib/focusable"
import { storageOf } from "../../lib/page-frame"

export const ALERTS_EVERY_MS = 60_000

export function startAlerts(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView
  if (!win || !doc.getElementById(ALERTS_REGION_ID)) return
  const storage = storageOf(win, "localStorage")
  // Kept here too: where storage is refused, a dismissed alert stays hidden for this page view.
  const dismissed = readDismissed(storage)
  const decide = () => decideAlerts(doc, Date.now(), new Set([...dismissed, ...readDismissed(storage)]))
  decide()
  const timer = win.setInterval(decide, ALERTS_EVERY_MS)
  signal.addEventListener("abort", () => win.clearInterval(timer))
  doc.addEventListener(
    "click",
    (event) => {
      const alert = (event.target as Element).closest(`[${ALERT_DISMISS}]`)?.closest<HTMLElement>(`[${ALERT_ID}]`)
      const id = alert?.getAttribute(ALERT_ID)
      if (!alert || !id) return
      const focused = doc.activeElement
      const next = !focused || focused === doc.body || alert.contains(focused) ? nextFocusableAfter(alert) : null
      rememberDismissed(storage, id)
      dismissed.add(id)
      decide()
      next?.focus()
    },
    { signal },
  )
}
