// The 404 page's head script (src/browser/blocking/missing-path.ts): on a first load of an address that
// has no page, it decides what to show before anything is painted (see missing-path.ts), so a static
// host that simply serves 404.html shows no flash of the wrong page. CSS in the 404 page keys off the
// attribute it sets; the page's module reads the same decision.
import { localeOfPath, unlocalizedPath, type Locale } from "../i18n/locales"
import { classifyMissingPath } from "./missing-path"
import { preloadFonts, requestAddress } from "./replace-address-script"

/** Set on <html> by the script: "redirect", "default" or "not-found". */
export const MISSING_VIEW_ATTRIBUTE = "data-missing-view"

/** What the 404 page gives its head script. */
export interface MissingPathProps {
  knownPaths: readonly string[]
  home: string
  /** The font files the page's language preloads, asked for only when the page stays. */
  fonts: readonly string[]
}

/**
 * The page addresses the unknown rule knows: every built page of the 404 page's language but the 404
 * page's own. The other language's pages would only make the page longer: its 404 page answers the
 * addresses below its own home.
 */
export function knownPagePaths(paths: readonly string[], locale: Locale): string[] {
  return paths.filter((path) => localeOfPath(path) === locale && !isNotFoundPagePath(path)).sort()
}

/** Whether a built page is a 404 page (in either language), which this script answers for. */
export function isNotFoundPagePath(path: string): boolean {
  return /^\/(404|404\.html|dev-404-page)\/?$/.test(unlocalizedPath(path))
}

/** The head script's work, on the document as first parsed. */
export function chooseMissingView(doc: Document, location: Pick<Location, "pathname" | "search" | "hash">, props: MissingPathProps): void {
  if (doc.readyState !== "loading") return
  const view = classifyMissingPath(location.pathname, props.knownPaths, props.home)
  doc.documentElement.setAttribute(MISSING_VIEW_ATTRIBUTE, view.kind)
  // The body's script does the move, the page undrawn meanwhile (see replace-address-script.ts).
  if (view.kind === "redirect") requestAddress(doc, view.to + location.search + location.hash)
  else preloadFonts(doc, props.fonts)
}
