// What Tab can reach: an element that takes focus and is drawn. A selector alone is not enough: a
// link in a row the stylesheet hides at some widths (display: none) matches it, yet the browser's
// Tab passes over it, so a focus trap that counted it as its last stop let focus out of the dialog.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Hidden by the stylesheet or an attribute: what the browser's Tab skips. */
function isShown(element: HTMLElement): boolean {
  if (element.closest("[hidden], [inert]")) return false
  // Every engine the site supports has checkVisibility (display: none, content-visibility, and with the
  // option, visibility: hidden); jsdom has not, and reads only inline and attribute styles anyway.
  if (typeof element.checkVisibility === "function") {
    // Both names of the visibility option: older engines know it as checkVisibilityCSS.
    return element.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true })
  }
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === "none") return false
  }
  return getComputedStyle(element).visibility !== "hidden"
}

/** The elements in `container` that Tab stops at, in document order. */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown)
}

/** The first element Tab would reach after everything inside `element`, or null at the page's end. */
export function nextFocusableAfter(element: Element): HTMLElement | null {
  const after = (candidate: HTMLElement) =>
    !element.contains(candidate) && Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)
  return [...element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => after(candidate) && isShown(candidate)) ?? null
}

/**
 * Keeps Tab inside a modal `container` (a dialog, the menu drawer): from its last stop Tab goes to the
 * first, and Shift+Tab from the first to the last. Call it with every keydown in the container.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return
  const focusable = focusableIn(container)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = container.ownerDocument.activeElement
  // From the container's own box (focused when it holds nothing focusable) Shift+Tab would leave too.
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The keys of a modal (a dialog, the menu drawer) while it is open: Escape closes it (and goes no
 * further, so a modal around it stays open), Tab stays inside `container`. Listens on `root` until
 * `signal` aborts.
 */
export function listenToModalKeys(root: HTMLElement, container: HTMLElement, close: () => void, signal: AbortSignal): void {
  root.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape") {
        event.stopPropagation()
        close()
        return
      }
      keepTabInside(container, event)
    },
    { signal },
  )
}
