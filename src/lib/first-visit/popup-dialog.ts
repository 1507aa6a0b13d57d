// The first-visit advert's behaviour (docs/behaviour.md#first-visit-popup), in plain DOM on the markup
// src/components/first-visit-popup/ writes: while it is open the page behind does not scroll;
// focus moves into it and Tab stays inside; Escape, the close button, the backdrop and the advert's link
// close it, which gives focus back to what had it before and ends the first visit. Under reduced motion
// the stylesheet shortens its fade and pop (src/styles/global.scss); nothing here moves.
//
// Home's HTML holds the markup inside a <template> (FIRST_VISIT_POPUP on it), which the browser neither
// shows nor fetches anything for: its picture is fetched only when showPopupOnFirstVisit copies it
// into the page.
import { focusableIn, listenToModalKeys } from "../focusable"
import { firstVisitEnded, SCROLL_LOCK_CLASS, storeFirstVisitEnded } from "../page-frame"

/** Marks the popup's root (backdrop and dialog); on a light page, the <template> that holds it too. */
export const FIRST_VISIT_POPUP = "data-first-visit-popup"
/** Marks what closes the popup on a click: the backdrop, the close button and the advert's link. */
export const POPUP_CLOSE = "data-popup-close"

/**
 * Drives the popup whose root (FIRST_VISIT_POPUP) has just been put in the page: locks the page's
 * scroll and moves focus in. When the visitor closes it, the lock goes, focus goes back, and then
 * `onClose` runs (which takes the popup out of the page and ends the first visit). The function it
 * returns lets go of the popup without that (the page leaving it), giving focus back all the same.
 * A click on the advert's link closes it without stopping the link: the visitor still goes there.
 */
export function drivePopup(root: HTMLElement, onClose: () => void): () => void {
  const doc = root.ownerDocument
  const win = doc.defaultView!
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]') ?? root
  const active = doc.activeElement
  const returnTo = active instanceof win.HTMLElement && active !== doc.body ? active : null
  const listening = new AbortController()
  let driving = true

  function release(): void {
    if (!driving) return
    driving = false
    listening.abort()
    doc.body.classList.remove(SCROLL_LOCK_CLASS)
    if (returnTo?.isConnected) returnTo.focus()
  }

  function close(): void {
    if (!driving) return
    release()
    onClose()
  }

  const listen = { signal: listening.signal }
  root.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest(`[${POPUP_CLOSE}]`)) close()
    },
    listen,
  )
  listenToModalKeys(root, dialog, close, listening.signal)
  doc.body.classList.add(SCROLL_LOCK_CLASS)
  ;(focusableIn(dialog)[0] ?? dialog).focus()
  return release
}

/**
 * When this browser session's first visit has not ended, puts the popup the template
 * holds into the page, just after the template, and drives it; closing it takes it out and ends the
 * first visit. Returns whether it showed.
 */
export function showPopupOnFirstVisit(template: HTMLTemplateElement, storage: Storage | null): boolean {
  if (firstVisitEnded(storage)) return false
  const doc = template.ownerDocument
  const copy = doc.importNode(template.content, true)
  const root = copy.querySelector<HTMLElement>(`[${FIRST_VISIT_POPUP}]`)
  if (!root) return false
  template.after(copy)
  drivePopup(root, () => {
    root.remove()
    storeFirstVisitEnded(storage)
  })
  return true
}
