// The routes the benchmarks measure: every page the site builds, in both languages, plus each
// language's not-found page.
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { siteRoutes } from "../../src/node/routes"

export const BENCH_ROUTES: readonly string[] = [...siteRoutes(process.cwd()), ...LOCALES.map((locale) => localizedPath("/404/", locale))]

/** Home and three other pages in each language: the first-load JavaScript the benchmark sets beside a bare Gatsby page's. */
export const WEIGHT_ROUTES: readonly string[] = LOCALES.flatMap((locale) => ["/", "/about/", "/form/", "/notices/"].map((route) => localizedPath(route, locale)))
