// The end of the first visit (docs/behaviour.md#first-visit-popup): opening the Menu drawer or a Form
// dropdown ends it, so Home's advert does not show to a visitor who has already found their way.
import { storageOf, storeFirstVisitEnded } from "../../lib/page-frame"

export function endFirstVisit(win: Window): void {
  storeFirstVisitEnded(storageOf(win, "sessionStorage"))
}
