// The Form dropdowns (the bar's and the drawer's), on the markup src/components/form-dropdown/ writes:
// the button opens and closes its list, and opening it ends the first visit; an outside click, Escape
// (focus back on the button, and the drawer around it stays open) and choosing an item close it.
import { DROPDOWN } from "../../lib/page-frame"
import { endFirstVisit } from "./first-visit"

export function startDropdowns(doc: Document, signal: AbortSignal): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${DROPDOWN}]`)) {
    const button = root.querySelector<HTMLButtonElement>("button[aria-controls]")
    const list = button ? doc.getElementById(button.getAttribute("aria-controls") ?? "") : null
    if (button && list) startDropdown(root, button, list, signal)
  }
}

function startDropdown(root: HTMLElement, button: HTMLButtonElement, list: HTMLElement, signal: AbortSignal): void {
  const doc = root.ownerDocument
  const isOpen = () => button.getAttribute("aria-expanded") === "true"
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open))
    list.hidden = !open
  }
  const listen = { signal }
  button.addEventListener(
    "click",
    () => {
      if (!isOpen()) endFirstVisit(doc.defaultView!)
      setOpen(!isOpen())
    },
    listen,
  )
  doc.addEventListener(
    "pointerdown",
    (event) => {
      if (isOpen() && !root.contains(event.target as Node)) setOpen(false)
    },
    listen,
  )
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !isOpen()) return
      // Inside a drawer, Escape closes the list first and leaves the drawer open.
      event.stopPropagation()
      setOpen(false)
      button.focus()
    },
    listen,
  )
  list.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest("a[href]")) setOpen(false)
    },
    listen,
  )
}
