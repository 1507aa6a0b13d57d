// Every address the site builds: the pages in src/pages and the pages made from data/ (categories,
// their aliases, faculties, notices, calendar months, documents, photo albums), in English and under /ne/ in Nepali.
// For link checks and tests; createPages uses the same plan.
import fs from "fs"
import path from "path"
import { LOCALES, localizedPath } from "../lib/i18n/locales"
import { buildNow } from "./build-now"
import { noticeCategories, plannedNoticesFrom, readNoticeFiles } from "./notices/files"
import { planNotices } from "./notices/plan"
import { planPages, type PagePlanInput, type PlannedPage } from "./pages/plan"
import { calendarRoutes } from "./calendar/routes"
import { entryRoutes } from "./entry-pages/entry-pages"
import { ENTRY_PAGES } from "./entry-pages/kinds"

// This file is src/node/routes.ts; ESM callers (benchmarks) have no __dirname and run from the root.
const ROOT = typeof __dirname === "string" ? path.resolve(__dirname, "../..") : process.cwd()

/** Addresses of the files in src/pages: index.tsx → "/", about.tsx → "/about/". */
export function staticPageRoutes(pagesDir = path.join(ROOT, "src/pages"), { withNotFound = false } = {}): string[] {
  return fs
    .readdirSync(pagesDir)
    .filter((file) => /\.(tsx|ts|jsx|js)$/.test(file) && !file.startsWith("_") && !/\.(test|spec)\./.test(file))
    .map((file) => file.replace(/\.[jt]sx?$/, ""))
    .filter((name) => withNotFound || name !== "404")
    .map((name) => (name === "index" ? "/" : `/${name}/`))
    .sort()
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T
}

interface Entry {
  slug: string
  aliases?: string[]
  kind?: string
}

/** The same input createPages builds from GraphQL, read straight from the JSON files (slugs as ids). */
export function pagePlanInputFrom(dataDir: string, pagesDir: string): PagePlanInput {
  const site = readJson<{ brand: string }>(path.join(dataDir, "site.json"))
  const curricula = readJson<{ defaultCategory: string; categories: Entry[] }>(path.join(dataDir, "curricula.json"))
  const faculties = readJson<{ basePath: string; faculties: Entry[] }>(path.join(dataDir, "faculties.json"))
  return {
    brand: site.brand,
    categories: curricula.categories.map((entry) => ({
      id: entry.slug,
      slug: entry.slug,
      aliases: entry.aliases ?? [],
      kind: entry.kind ?? "",
    })),
    defaultCategory: curricula.defaultCategory,
    facultyBasePath: faculties.basePath,
    faculties: faculties.faculties.map((entry) => ({ id: entry.slug, slug: entry.slug })),
    reservedPaths: staticPageRoutes(pagesDir, { withNotFound: true }),
  }
}

/** Every page address the build makes (not the 404 page), in every language, with trailing slash, sorted. */
export function siteRoutes(root = ROOT): string[] {
  const english = englishRoutes(root)
  return LOCALES.flatMap((locale) => english.map((route) => localizedPath(route, locale))).sort()
}

/**
 * The addresses internal links in data/ are checked against; null when data/ is too broken to say which
 * pages those are, and the data check then reports the breakage itself.
 */
export function knownRoutes(root = ROOT): Set<string> | null {
  try {
    return new Set(siteRoutes(root))
  } catch {
    return null
  }
}

/** The English addresses; each has a twin in every other language (src/lib/i18n/locales.ts). */
export function englishRoutes(root = ROOT): string[] {
  const pagesDir = path.join(root, "src/pages")
  return [...staticPageRoutes(pagesDir), ...pagesFromData(root).map((page) => page.path), ...noticeRoutes(path.join(root, "data")), ...calendarRoutes(path.join(root, "data")), ...ENTRY_PAGES.flatMap((pages) => entryRoutes(path.join(root, "data"), pages))].sort()
}

/** The pages createPages makes from data/ (categories, their aliases, faculties), English addresses. */
function pagesFromData(root = ROOT): PlannedPage[] {
  const plan = planPages(pagePlanInputFrom(path.join(root, "data"), path.join(root, "src/pages")))
  if (plan.problems.length > 0) throw new Error(plan.problems.join("\n"))
  return plan.pages
}

/** The notice lists and the notices' own pages a build at `now` makes. */
export function noticeRoutes(dataDir: string, now = buildNow()): string[] {
  const plan = planNotices(plannedNoticesFrom(readNoticeFiles(dataDir)), noticeCategories(dataDir), now)
  return [...plan.lists.map((list) => list.path), ...plan.items.map((item) => item.path)]
}
