// A page that ends the first visit when it is shown (About, the college home), so the advert no longer
// shows on Home afterwards (docs/behaviour.md#first-visit-popup).
import { storageOf, storeFirstVisitEnded } from "../../lib/page-frame"

export function start(element: HTMLElement, _signal: AbortSignal): void {
  const win = element.ownerDocument.defaultView
  if (win) storeFirstVisitEnded(storageOf(win, "sessionStorage"))
}
