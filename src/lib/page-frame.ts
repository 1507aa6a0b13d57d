// What the site's frame (navigation bar, Menu drawer, first-visit flag) writes into the page and the
// browser's storage, shared by its React components and the light pages' script (src/light/), which
// drives the same markup without React.

/** On <body> while a modal is open: the page behind it does not scroll (src/styles/global.scss). */
export const SCROLL_LOCK_CLASS = "scroll-locked"

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
