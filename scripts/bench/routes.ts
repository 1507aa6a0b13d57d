// The routes the benchmarks measure: every page the site builds, in both languages, plus each
// language's not-found page.
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { siteRoutes } from "../../src/node/routes"

export const BENCH_ROUTES: readonly string[] = [...siteRoutes(process.cwd()), ...LOCALES.map((locale) => localizedPath("/404/", locale))]
