// Head scripts that send the visitor to another address before the first paint (the 404 page's
// letter-case rule, /calendar/'s month of today) decide in the <head> but leave the move itself to a
// script in the <body> (src/browser/blocking/replace-address.ts). Replaced from the head, WebKit stops
// parsing before <body> exists and still runs the page's deferred scripts (the pictures' script reads
// document.body), so every such visit logged a TypeError. Once <body> is open the same move is as
// quick and breaks nothing.
//
// A page that moves on draws nothing meanwhile (src/styles/global.scss hides its body while the
// attribute is set): text that is laid out asks for its font, and the move cuts that download off,
// which Firefox logs as a failed download. For the same reason such a page has no font preloads in
// its HTML: the head script adds them once it knows the page stays (`preloadFonts`). The attribute
// stays until the page is replaced: location.replace leaves no history entry to come back to.

/** Set on <html> by a head script: the address the body script replaces the page's with. */
export const REPLACE_ADDRESS_ATTRIBUTE = "data-replace-address"

/** The head script's part: asks for `to` to be loaded instead of this page. */
export function requestAddress(doc: Document, to: string): void {
  doc.documentElement.setAttribute(REPLACE_ADDRESS_ATTRIBUTE, to)
}

/** The body script's part: does the move a head script asked for, if any. */
export function replaceRequestedAddress(doc: Document, location: Pick<Location, "replace">): void {
  const to = doc.documentElement.getAttribute(REPLACE_ADDRESS_ATTRIBUTE)
  if (to !== null) location.replace(to)
}

/** A head script's part: preloads the font files (woff2) a page that stays will draw with. */
export function preloadFonts(doc: Document, fonts: readonly string[]): void {
  for (const href of fonts) {
    const link = doc.createElement("link")
    link.rel = "preload"
    link.setAttribute("as", "font")
    link.type = "font/woff2"
    link.crossOrigin = "anonymous"
    link.href = href
    doc.head.appendChild(link)
  }
}
