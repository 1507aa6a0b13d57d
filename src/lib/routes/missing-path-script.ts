// The inline script in the 404 page's <head>: on a first load of an address that has no page, it
// decides what to show before anything is painted (see missing-path.ts), so a static host that simply
// serves 404.html shows no flash of the wrong page. CSS in the 404 page keys off the attribute it sets;
// React reads the same decision after hydration.
import { jsonForHtml } from "../json-for-html"
import { localeOfPath, unlocalizedPath, type Locale } from "../i18n/locales"
import { classifyMissingPath } from "./missing-path"
import { fontPreloads, replaceAddressWith } from "./replace-address-script"

/** Set on <html> by the script: "redirect", "default" or "not-found". */
export const MISSING_VIEW_ATTRIBUTE = "data-missing-view"

/**
 * The page addresses the unknown rule knows: every built page of the 404 page's language but the 404
 * page's own. The other language's pages would only make the inline script longer: its 404 page
 * answers the addresses below its own home.
 */
export function knownPagePaths(paths: readonly string[], locale: Locale): string[] {
  return paths.filter((path) => localeOfPath(path) === locale && !isNotFoundPagePath(path)).sort()
}

/** Whether a built page is a 404 page (in either language), which this script answers for. */
export function isNotFoundPagePath(path: string): boolean {
  return /^\/(404|404\.html|dev-404-page)\/?$/.test(unlocalizedPath(path))
}

/**
 * The head script of the 404 page. `fonts` are the font files the page's language preloads: the
 * script asks for them only when the page stays (see replace-address-script.ts).
 */
export function missingPathScript(knownPaths: readonly string[], home: string, fonts: readonly string[] = []): string {
  // No address can close the script element.
  const escape = jsonForHtml
  return (
    "(function(){" +
    // Only while the page is first parsed: after a client-side navigation React decides.
    'if(document.readyState!=="loading")return;' +
    `var view=(${classifyMissingPath.toString()})(location.pathname,${escape(knownPaths)},${escape(home)});` +
    `document.documentElement.setAttribute("${MISSING_VIEW_ATTRIBUTE}",view.kind);` +
    // The body's script does the move, the page undrawn meanwhile (see replace-address-script.ts).
    `if(view.kind==="redirect"){${replaceAddressWith("view.to+location.search+location.hash")}return;}` +
    fontPreloads(fonts) +
    "})()"
  )
}
