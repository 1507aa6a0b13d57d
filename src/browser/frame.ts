// The site's frame on every page: the Menu drawer, the Form dropdowns, the bar's shadow, the alerts,
// the back-to-top button, the end of the first visit and the notifications region, each a plain-DOM
// module (src/browser/frame/) started on the markup the server wrote. Each only adds listeners or reads
// a little of the page, so starting them all holds back no paint.
import { ALERTS_REGION_ID } from "../lib/alerts/region-id"
import { loadChunk } from "./load-chunk"
import { startBackToTop } from "./frame/back-to-top"
import { startScrolledBar } from "./frame/bar"
import { startConnectionNotices } from "./frame/connection"
import { startDrawers } from "./frame/drawer"
import { startDropdowns } from "./frame/dropdowns"
import { startNotifications } from "./frame/notifications"

export { registerNotificationContent, type ContentRenderer } from "./frame/notifications"

/**
 * Starts every behaviour of the site's frame found in `doc`; `signal` stops them (for tests). Resolves
 * once the parts loaded as chunks of their own (the alerts) have started too, or failed to load.
 */
export function startFrame(doc: Document, signal: AbortSignal): Promise<void> {
  startNotifications(doc, signal)
  startConnectionNotices(doc, signal)
  // Only a page with alerts asks for their module (and the calendar it judges them by); their head
  // script (src/browser/blocking/alerts.ts, a file of another name) has shown or hidden them before the
  // first paint.
  const alerts = doc.getElementById(ALERTS_REGION_ID)
    ? loadChunk("alerts-region", () => import("./frame/alerts-region")).then(
        (module) => module.startAlerts(doc, signal),
        () => {}, // loadChunk has told the visitor
      )
    : Promise.resolve()
  startDropdowns(doc, signal)
  startDrawers(doc, signal)
  startScrolledBar(doc, signal)
  startBackToTop(doc, signal)
  return alerts
}
