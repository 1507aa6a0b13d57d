// Home's first-visit advert: the page holds it inert in a <template>, shown from there on a first
// visit of this browser session; closing it ends the first visit (docs/behaviour.md#first-visit-popup).
import { FIRST_VISIT_POPUP, showPopupOnFirstVisit } from "../../lib/first-visit/popup-dialog"
import { storageOf } from "../../lib/page-frame"

export function start(element: HTMLElement, _signal: AbortSignal): void {
  const template = element.matches(`template[${FIRST_VISIT_POPUP}]`) ? element : element.querySelector(`template[${FIRST_VISIT_POPUP}]`)
  const win = element.ownerDocument.defaultView
  if (template instanceof HTMLTemplateElement && win) showPopupOnFirstVisit(template, storageOf(win, "sessionStorage"))
}
