// What tells the visitor something after the page has started: the notifications region (drawn from
// the page's one store) and the connection notices. A chunk of its own, which no paint waits for
// (src/browser/frame.ts startNotices). A chunk that fails to load is told without it (load-chunk.ts).
import { startConnectionNotices } from "./connection"
import { startNotifications } from "./notifications"

export { registerNotificationContent } from "./notifications"

export function startNotices(doc: Document, signal: AbortSignal): void {
  startNotifications(doc, signal)
  startConnectionNotices(doc, signal)
}
