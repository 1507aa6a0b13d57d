// Every page a visitor can reach, for the checks that run on all of them (accessibility, head tags).
import { siteRoutes } from "../../src/node/routes"

export const PAGE_ROUTES: readonly string[] = siteRoutes()

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
