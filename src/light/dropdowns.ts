// The Form dropdowns of a light page (the bar's and the drawer's), as React's FormDropdown writes them
// (src/components/form-dropdown/form-dropdown.tsx), driven as that component drives them: the button
// opens and closes its list and opening it ends the first visit; an outside click, Escape (focus back
// on the button, and the drawer around it stays open) and choosing an item close it.
import { endFirstVisit } from "./page"

export function wireDropdowns(doc: Document, signal: AbortSignal): void {
  for (const root of doc.querySelectorAll<HTMLElement>("[data-dropdown]")) {
    const button = root.querySelector<HTMLButtonElement>("button[aria-controls]")
    const list = button ? doc.getElementById(button.getAttribute("aria-controls") ?? "") : null
    if (button && list) wireDropdown(root, button, list, signal)
  }
}

function wireDropdown(root: HTMLElement, button: HTMLButtonElement, list: HTMLElement, signal: AbortSignal): void {
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
