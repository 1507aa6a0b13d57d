// What the site's frame (navigation bar, Menu drawer, back-to-top button, first-visit flag) writes
// into the page and the browser's storage: its React components write the markup on the server, and
// the page's script (src/browser/frame/) drives it in plain DOM, finding it by these marks.

/** On <body> while a modal is open: the page behind it does not scroll (src/styles/global.scss). */
export const SCROLL_LOCK_CLASS = "scroll-locked"

/** Marks the Menu drawer's root, which the Menu button names in aria-controls. */
export const DRAWER = "data-drawer"
/** Marks what closes the drawer on a click: its overlay and its close button. */
export const DRAWER_CLOSE = "data-drawer-close"
/** Marks a Form dropdown's root (its button names its list in aria-controls). */
export const DROPDOWN = "data-dropdown"
/** Marks a button that takes the visitor back to the top of the page. */
export const BACK_TO_TOP = "data-back-to-top"
/** Marks the skip link, the first thing on every page: back to the top puts focus there. */
export const PAGE_TOP = "data-page-top"

/** How far down the page is scrolled before the navigation bar shows its shadow. */
export const SCROLLED_THRESHOLD_PX = 4

/** sessionStorage key of the first-time flag (docs/behaviour.md#first-visit-popup). */
export const FIRST_VISIT_STORAGE_KEY = "crest:first-visit-ended"

/** The window's storage, or null where the browser refuses it (some private modes throw on access). */
export function storageOf(win: Window, kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return win[kind]
  } catch {
    return null
  }
}

/** Whether this browser session's first visit has ended; with storage blocked (null), it never has. */
export function firstVisitEnded(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    return storage?.getItem(FIRST_VISIT_STORAGE_KEY) === "true"
  } catch {
    return false
  }
}

/** Ends the first visit for this browser session; with storage blocked, for this page view only. */
export function storeFirstVisitEnded(storage: Pick<Storage, "setItem"> | null): void {
  try {
    storage?.setItem(FIRST_VISIT_STORAGE_KEY, "true")
  } catch {
    // storage blocked: the flag still ends for this page view
  }
}
