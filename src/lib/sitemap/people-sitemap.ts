// The sitemap for people: every page the build makes, in groups a parent recognises, each named by
// the title its own data gives it. Pure, so the grouping is tested without a build.
import { bsMonthName } from "../nepal-time/bs-month"
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"

export const SITEMAP_GROUPS = ["school", "curricula", "college", "notices", "calendar", "forms", "about", "other"] as const
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number]

export interface SitemapSources {
  /** Titles of pages known by address: /, /about/, /form/, /calendar/, … (from each page's data). */
  titles: Readonly<Record<string, string>>
  /** Category pages by address, with their kind ("curriculum" or "college"). */
  categories: Readonly<Record<string, { title: string; kind: string }>>
  /** Addresses that only repeat another page (category aliases): left out. */
  aliases: ReadonlySet<string>
  faculties: Readonly<Record<string, string>>
}

export interface SitemapEntry {
  path: string
  title: string
}

const FIXED_GROUPS: Readonly<Record<string, SitemapGroup>> = {
  "/": "school",
  "/lunch-menu/": "school",
  "/results/": "school",
  "/fees/": "forms",
  "/scholarships/": "forms",
  "/documents/": "forms",
  "/form/": "forms",
  "/school-form/": "forms",
  "/visit/": "forms",
  "/status/": "forms",
  "/about/": "about",
  "/staff/": "about",
  "/privacy/": "about",
  "/accessibility/": "about",
  "/sitemap/": "about",
  "/search/": "about",
}

const MONTH_PAGE = /^\/calendar\/(\d{4})\/(\d{2})\/$/

export function sitemapGroupOf(path: string, sources: SitemapSources): SitemapGroup {
  const category = sources.categories[path]
  if (category) return category.kind === "college" ? "college" : "curricula"
  if (sources.faculties[path]) return "college"
  if (FIXED_GROUPS[path]) return FIXED_GROUPS[path]
  if (path.startsWith("/notices/")) return "notices"
  if (path.startsWith("/calendar/")) return "calendar"
  if (path.startsWith("/documents/")) return "forms"
  if (path.startsWith("/gallery/")) return "school"
  return "other"
}

export function sitemapTitleOf(path: string, sources: SitemapSources, locale: Locale = DEFAULT_LOCALE): string {
  const month = MONTH_PAGE.exec(path)
  if (month) return bsMonthName({ year: Number(month[1]), month: Number(month[2]) }, locale)
  return sources.titles[path] ?? sources.categories[path]?.title ?? sources.faculties[path] ?? path
}

/**
 * Groups in their fixed order, empty ones left out; within a group, the pages data lists (categories,
 * faculties) in the data's order, the others in the order of the route list.
 */
export function peopleSitemap(
  paths: readonly string[],
  sources: SitemapSources,
  locale: Locale = DEFAULT_LOCALE,
): [SitemapGroup, SitemapEntry[]][] {
  const groups = new Map<SitemapGroup, SitemapEntry[]>(SITEMAP_GROUPS.map((group) => [group, []]))
  const dataOrder = [...Object.keys(sources.titles), ...Object.keys(sources.categories), ...Object.keys(sources.faculties)]
  const rank = (path: string) => (dataOrder.includes(path) ? dataOrder.indexOf(path) : dataOrder.length)
  for (const path of [...paths].sort((a, b) => rank(a) - rank(b))) {
    if (sources.aliases.has(path) || /^\/(404|dev-404-page)/.test(path)) continue
    groups.get(sitemapGroupOf(path, sources))!.push({ path, title: sitemapTitleOf(path, sources, locale) })
  }
  return [...groups.entries()].filter(([, entries]) => entries.length > 0)
}
