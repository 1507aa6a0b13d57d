// The site's frame on every page: the Menu drawer, the Form dropdowns, the bar's shadow, the alerts,
// the back-to-top button, the end of the first visit and the notifications region, each a plain-DOM
// module (src/browser/frame/) started on the markup the server wrote. Each only adds listeners or reads
// a little of the page, so starting them all holds back no paint.
import { startAlerts } from "./frame/alerts"
import { startBackToTop } from "./frame/back-to-top"
import { startScrolledBar } from "./frame/bar"
import { startConnectionNotices } from "./frame/connection"
import { startDrawers } from "./frame/drawer"
import { startDropdowns } from "./frame/dropdowns"
import { startNotifications } from "./frame/notifications"

export { registerNotificationContent, type ContentRenderer } from "./frame/notifications"

/** Starts every behaviour of the site's frame found in `doc`; `signal` stops them (for tests). */
export function startFrame(doc: Document, signal: AbortSignal): void {
  startNotifications(doc, signal)
  startConnectionNotices(doc, signal)
  startAlerts(doc, signal)
  startDropdowns(doc, signal)
  startDrawers(doc, signal)
  startScrolledBar(doc, signal)
  startBackToTop(doc, signal)
}
