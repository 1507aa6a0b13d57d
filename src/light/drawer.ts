// The Menu drawer of a light page: the markup React's Drawer writes closed into the HTML
// (StaticDrawer in src/components/drawer/drawer.tsx), opened and closed as the React drawer is
// (docs/behaviour.md#navigation): it slides in over the overlay, focus moves in and Tab stays inside,
// Escape, the overlay, the close button and a link close it, focus returns to the Menu button, the page
// behind does not scroll, and opening it ends the first visit.
import { focusableIn, keepTabInside } from "../lib/focusable"
import { SCROLL_LOCK_CLASS } from "../lib/page-frame"
import { endFirstVisit, transitionMs } from "./page"

/** Wires each Menu button (aria-haspopup="dialog") to the static drawer its aria-controls names. */
export function wireDrawers(doc: Document, signal: AbortSignal): void {
  for (const opener of doc.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"][aria-controls]')) {
    const root = doc.getElementById(opener.getAttribute("aria-controls") ?? "")
    const panel = root?.querySelector<HTMLElement>('[role="dialog"]')
    if (root?.hasAttribute("data-static-drawer") && panel) wireDrawer(opener, root, panel, signal)
  }
}

function wireDrawer(opener: HTMLElement, root: HTMLElement, panel: HTMLElement, signal: AbortSignal): void {
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
  opener.addEventListener("click", () => (isOpen() ? close() : open()), listen)
  root.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element
      if (target.closest("[data-drawer-close]") || target.closest("a[href]")) close()
    },
    listen,
  )
  root.addEventListener("keydown", onKeyDown, listen)

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.stopPropagation()
      close()
      return
    }
    keepTabInside(panel, event)
  }
}
