// Every page a visitor can reach, for the checks that run on all of them (accessibility, head tags).
import fs from "node:fs"
import path from "node:path"
import { LIGHT_TEMPLATES } from "../../src/lib/routes/light-pages"
import { siteRoutes } from "../../src/node/routes"

export const PAGE_ROUTES: readonly string[] = siteRoutes()

/**
 * The built pages a light template made (src/lib/routes/light-pages.ts), each with its template's file:
 * told by the template each page's data names, not by the context createPages gave it.
 */
export function lightTemplateRoutes(publicDir = path.resolve(__dirname, "../../public")): { route: string; template: string }[] {
  const chunkOf = (template: string) => `component---${template.replace(/[/.]/g, "-")}`
  return PAGE_ROUTES.flatMap((route) => {
    const file = path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1, -1), "page-data.json")
    if (!fs.existsSync(file)) return []
    const { componentChunkName } = JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }
    const template = Object.keys(LIGHT_TEMPLATES).find((name) => chunkOf(name) === componentChunkName)
    return template ? [{ route, template }] : []
  })
}

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
