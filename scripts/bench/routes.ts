// The routes the benchmarks measure: every page the site builds, plus the 404 page.
import { siteRoutes } from "../../src/node/routes"

export const BENCH_ROUTES: readonly string[] = [...siteRoutes(process.cwd()), "/404/"]
