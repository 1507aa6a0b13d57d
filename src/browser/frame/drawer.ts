// The Menu drawer (docs/behaviour.md#navigation), on the markup src/components/drawer/drawer.tsx writes
// closed into every page: it slides in over the overlay, focus moves in and Tab stays inside, Escape,
// the overlay, the close button and a link close it, focus returns to where it was (the Menu button),
// the page behind does not scroll, and opening it ends the first visit.
import { focusableIn, listenToModalKeys } from "../../lib/focusable"
import { DRAWER, DRAWER_CLOSE, SCROLL_LOCK_CLASS } from "../../lib/page-frame"
import { endFirstVisit } from "./first-visit"

/** Wires each Menu button (aria-haspopup="dialog") to the drawer its aria-controls names. */
export function startDrawers(doc: Document, signal: AbortSignal): void {
  for (const opener of doc.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"][aria-controls]')) {
    const root = doc.getElementById(opener.getAttribute("aria-controls") ?? "")
    const panel = root?.querySelector<HTMLElement>('[role="dialog"]')
    if (root?.hasAttribute(DRAWER) && panel) startDrawer(opener, root, panel, signal)
  }
}

/** The element's longest CSS transition, in ms: the stylesheet decides (and shortens it under reduced motion). */
export function transitionMs(element: Element): number {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element)
  const seconds = (list: string | undefined) => (list ?? "").split(",").map((value) => (value.trim().endsWith("ms") ? parseFloat(value) / 1000 : parseFloat(value)) || 0)
  const durations = seconds(style?.transitionDuration)
  const delays = seconds(style?.transitionDelay)
  return Math.max(0, ...durations.map((duration, index) => (duration + (delays[index] ?? 0)) * 1000))
}

function startDrawer(opener: HTMLElement, root: HTMLElement, panel: HTMLElement, signal: AbortSignal): void {
  const doc = root.ownerDocument
  const win = doc.defaultView!
  let returnTo: HTMLElement | null = null
  let leaving: ReturnType<typeof setTimeout> | undefined
  const isOpen = () => opener.getAttribute("aria-expanded") === "true"

  function open(): void {
    endFirstVisit(win)
    clearTimeout(leaving)
    returnTo = doc.activeElement instanceof win.HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : opener
    opener.setAttribute("aria-expanded", "true")
    root.hidden = false
    doc.body.classList.add(SCROLL_LOCK_CLASS)
    // Next frame, so the panel starts from its closed style and slides in.
    win.requestAnimationFrame(() => {
      if (isOpen()) root.dataset.visible = "true"
    })
    ;(focusableIn(panel)[0] ?? panel).focus()
  }

  function close(): void {
    if (!isOpen()) return
    opener.setAttribute("aria-expanded", "false")
    root.dataset.visible = "false"
    doc.body.classList.remove(SCROLL_LOCK_CLASS)
    // Out of the page once it has slid out, as long as the stylesheet's transition takes.
    leaving = setTimeout(() => {
      if (!isOpen()) root.hidden = true
    }, transitionMs(panel))
    if (returnTo?.isConnected) returnTo.focus()
  }

  const listen = { signal }
  signal.addEventListener("abort", () => clearTimeout(leaving))
  opener.addEventListener("click", () => (isOpen() ? close() : open()), listen)
  root.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element
      if (target.closest(`[${DRAWER_CLOSE}]`) || target.closest("a[href]")) close()
    },
    listen,
  )
  listenToModalKeys(root, panel, close, signal)
}
