// Head scripts that send the visitor to another address before the first paint (the 404 page's
// letter-case rule, /calendar/'s month of today) decide in the <head> but leave the move itself to a
// script in the <body>. Replaced from the head, WebKit stops parsing before <body> exists and still
// runs the page's deferred module scripts (gatsby-plugin-image's reads document.body), so every
// such visit logged a TypeError. Once <body> is open the same move is as quick and breaks nothing.
// Both texts are static, so a hash-based Content-Security-Policy can allow them once.
//
// A page that moves on draws nothing meanwhile (src/styles/global.scss hides its body while the
// attribute is set): text that is laid out asks for its font, and the move cuts that download off,
// which Firefox logs as a failed download. For the same reason such a page has no font preloads in
// its HTML: the head script adds them once it knows the page stays (`fontPreloads`). The attribute
// stays until the page is replaced: location.replace leaves no history entry to come back to.

import { jsonForHtml } from "../json-for-html"

/** Set on <html> by a head script: the address the body script replaces the page's with. */
export const REPLACE_ADDRESS_ATTRIBUTE = "data-replace-address"

/** The head script's part: a statement that asks for `to` (a JavaScript expression) to be loaded instead. */
export function replaceAddressWith(to: string): string {
  return `document.documentElement.setAttribute("${REPLACE_ADDRESS_ATTRIBUTE}",${to});`
}

/** The body script: does the move a head script asked for, if any. */
export const REPLACE_ADDRESS_SCRIPT =
  "(function(){" +
  "var root=document.documentElement;" +
  `var to=root.getAttribute("${REPLACE_ADDRESS_ATTRIBUTE}");` +
  "if(to===null)return;" +
  "location.replace(to);" +
  "})()"

/** A head script's statement that preloads the font files (woff2) a page that stays will draw with. */
export function fontPreloads(fonts: readonly string[]): string {
  if (fonts.length === 0) return ""
  return (
    `${jsonForHtml(fonts)}.forEach(function(href){` +
    'var link=document.createElement("link");' +
    'link.rel="preload";link.setAttribute("as","font");link.type="font/woff2";link.crossOrigin="anonymous";link.href=href;' +
    "document.head.appendChild(link);" +
    "});"
  )
}
