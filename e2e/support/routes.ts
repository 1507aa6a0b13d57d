// Every page a visitor can reach, for the checks that run on all of them (accessibility, head tags).
import { siteRoutes } from "../../src/node/routes"

export const PAGE_ROUTES: readonly string[] = siteRoutes()
export const NOT_FOUND_ROUTE = "/no-such/deeper/page/"
