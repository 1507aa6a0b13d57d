// Gatsby ends every page with its entry scripts (webpack's runtime, React, the site's app chunk) as
// <script async> tags, which the browser fetches as soon as it reads them. On a slow phone connection
// those 80 KB (gzip) then share the line with what the first screen needs: on a Nepali page, the two
// Devanagari files the first paint waits for, and the first picture. A Lighthouse trace showed the
// scripts finishing before the first paint, and the first paint (and the largest one) waiting for them.
// The page is complete without them (prebuilt HTML; React only makes it interactive, and hydrates
// after the first paint anyway, see gatsby-browser), so after the build a small inline script takes
// their place and asks for them once the browser reports its first contentful paint.
//
// After the build, not while rendering: Gatsby writes these tags in a "slice" of its own
// (public/_gatsby/slices/_gatsby-scripts-1.html) and stitches it into each page after every render
// hook has run. A page it stitches again gets its tags back, and the next build's pass replaces them.
import { rewritePages } from "./rewrite-pages"

/** How long to wait for a first paint the browser never reports before fetching anyway. */
export const ENTRY_SCRIPTS_FALLBACK_MS = 3000

/** Names, separated by spaces, the files the loader asks for, in Gatsby's order. */
export const ENTRY_SCRIPTS_ATTRIBUTE = "data-entry-scripts"

/**
 * The inline loader: fetches the files its own tag names (each async, as Gatsby wrote them) once the
 * page has painted: at once in a hidden tab (it paints nothing until shown) or a browser without
 * paint timing, and after ENTRY_SCRIPTS_FALLBACK_MS at the latest. The same text on every page, so
 * one hash in the Content-Security-Policy allows it; the scripts it adds are the site's own ('self').
 */
export const ENTRY_SCRIPT_LOADER =
  "(function(){" +
  `var sources=document.currentScript.getAttribute("${ENTRY_SCRIPTS_ATTRIBUTE}").split(" ");` +
  "var started=false;" +
  "function start(){" +
  "if(started)return;" +
  "started=true;" +
  "sources.forEach(function(src){" +
  'var script=document.createElement("script");' +
  "script.src=src;" +
  "script.async=true;" +
  "document.body.appendChild(script);" +
  "});" +
  "}" +
  // A browser without paint timing would only warn about the observer and never call it.
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  'if(document.visibilityState==="hidden"||types.indexOf("paint")<0)return start();' +
  "new PerformanceObserver(function(list){" +
  'if(list.getEntriesByName("first-contentful-paint").length)start();' +
  '}).observe({type:"paint",buffered:true});' +
  `setTimeout(start,${ENTRY_SCRIPTS_FALLBACK_MS});` +
  "})()"

// As Gatsby writes them into its scripts slice.
const ENTRY_TAGS = /<script src="([^"]+\.js)" async><\/script>/g

/** The loader's tag, naming `sources` in order. */
export function entryScriptLoaderTag(sources: readonly string[]): string {
  return `<script ${ENTRY_SCRIPTS_ATTRIBUTE}="${sources.join(" ")}">${ENTRY_SCRIPT_LOADER}</script>`
}

/** Whether the page already carries the loader (a page an incremental build left as the last one wrote it). */
export function hasEntryScriptLoader(html: string): boolean {
  return html.includes(`<script ${ENTRY_SCRIPTS_ATTRIBUTE}="`)
}

/**
 * The page with Gatsby's <script src async> tags replaced by one loader of the same files, where the
 * first of them stood. A page that already has its loader and no such tags comes back as it was; a
 * page with neither is an error: Gatsby wrote its entry scripts in a way this no longer recognises,
 * and the page would go out fetching them before its first paint (or not at all).
 */
export function withEntryScriptLoader(html: string): string {
  const tags = [...html.matchAll(ENTRY_TAGS)]
  const first = tags[0]
  if (!first) {
    if (hasEntryScriptLoader(html)) return html
    throw new Error(`found neither Gatsby's entry scripts (<script src="….js" async>) nor the loader that replaces them`)
  }
  const sources = tags.map((tag) => tag[1] ?? "")
  const without = html.replace(ENTRY_TAGS, "")
  return without.slice(0, first.index) + entryScriptLoaderTag(sources) + without.slice(first.index)
}

/** Rewrites the given pages of publicDir (relative paths); returns how many changed. Fails naming a page it cannot rewrite. */
export function deferEntryScripts(publicDir: string, pages: readonly string[]): number {
  return rewritePages(publicDir, pages, withEntryScriptLoader)
}
