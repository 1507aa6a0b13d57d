// Every page a visitor can reach, for the checks that run on all of them (accessibility, head tags).
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { LIGHT_TEMPLATES } from "../../src/lib/routes/light-pages"
import { TEMPLATE_FILES } from "../../src/node/pages/plan"
import { pagesFromData, siteRoutes } from "../../src/node/routes"

export const PAGE_ROUTES: readonly string[] = siteRoutes()

/** The pages a light template makes (src/lib/routes/light-pages.ts), each with its template's file, in every language. */
export const LIGHT_TEMPLATE_ROUTES: readonly { route: string; template: string }[] = pagesFromData()
  .map((page) => ({ path: page.path, template: TEMPLATE_FILES[page.template] }))
  .filter((page) => page.template in LIGHT_TEMPLATES)
  .flatMap((page) => LOCALES.map((locale) => ({ route: localizedPath(page.path, locale), template: page.template })))
export const NOT_FOUND_ROUTE = "/no-such/deeper/page/"

/**
 * One address per page shape, in every language: each top-level page, and the first of the pages
 * made from one template under a common parent (notices, calendar months, faculties).
 */
export function oneRoutePerShape(routes: readonly string[]): string[] {
  const shapeOf = (route: string) => {
    const segments = route.split("/").filter(Boolean)
    const depth = segments[0] === "ne" ? segments.length - 1 : segments.length
    return depth <= 1 ? route : `pages under ${route.replace(/[^/]+\/$/, "")}`
  }
  const first = new Map<string, string>()
  for (const route of routes) if (!first.has(shapeOf(route))) first.set(shapeOf(route), route)
  return [...first.values()]
}
