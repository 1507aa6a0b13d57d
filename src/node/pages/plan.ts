// Which pages the data asks for: one per category (and per alias), one per faculty. Pure, so the
// rules (addresses, letter case, clashes, the default category) are unit-tested without Gatsby.
import { categoryPath } from "../../lib/routes/category-paths"

export type TemplateName = "curriculum" | "college" | "faculty"

/** Each template's file, from the project's folder. */
export const TEMPLATE_FILES: Readonly<Record<TemplateName, string>> = {
  curriculum: "src/templates/curriculum-page.tsx",
  college: "src/templates/college-page.tsx",
  faculty: "src/templates/faculty-page.tsx",
}

/** A category's `kind` in data/curricula.json names the template that shows it. */
const CATEGORY_TEMPLATES: Readonly<Record<string, TemplateName>> = { curriculum: "curriculum", college: "college" }

export interface CategoryEntry {
  id: string
  slug: string
  aliases: readonly string[]
  kind: string
}

export interface FacultyEntry {
  id: string
  slug: string
}

export interface PagePlanInput {
  brand: string
  categories: readonly CategoryEntry[]
  /** Slug of the category shown for unknown one-part addresses. */
  defaultCategory: string
  facultyBasePath: string
  faculties: readonly FacultyEntry[]
  /** Addresses of the pages in src/pages, which no page from data may take. */
  reservedPaths: readonly string[]
}

export interface PlannedPage {
  path: string
  template: TemplateName
  /** The node the template queries by $id. */
  id: string
}

export interface PagePlan {
  pages: PlannedPage[]
  /** What is wrong, in words for the maintainer; the build stops when there is any. */
  problems: string[]
}

/** Data files a template reads beside its own node, as the maintainer knows them. */
const TEMPLATE_DATA: Readonly<Record<TemplateName, readonly string[]>> = {
  curriculum: [],
  college: ["data/college.json", "data/faculties.json"],
  faculty: ["data/faculties.json"],
}

/** A planned page whose template would find a data file empty: named here, so the build stops before rendering. */
export function missingTemplateData(pages: readonly PlannedPage[], filesWithContent: ReadonlySet<string>): string[] {
  return pages.flatMap((page) =>
    TEMPLATE_DATA[page.template]
      .filter((file) => !filesWithContent.has(file))
      .map((file) => `The page ${page.path} (template "${page.template}") needs ${file}, which has no content.`),
  )
}

export function facultyPath(basePath: string, slug: string): string {
  return `${basePath.replace(/\/+$/, "")}/${slug}/`
}

export function planPages(input: PagePlanInput): PagePlan {
  const pages: PlannedPage[] = []
  const problems: string[] = []

  for (const category of input.categories) {
    const template = CATEGORY_TEMPLATES[category.kind]
    if (!template) {
      problems.push(
        `data/curricula.json, category "${category.slug}": kind "${category.kind}" has no template ` +
          `(expected one of ${Object.keys(CATEGORY_TEMPLATES).join(", ")}).`,
      )
      continue
    }
    for (const slug of [category.slug, ...category.aliases]) {
      pages.push({ path: categoryPath(slug, input.brand), template, id: category.id })
    }
  }
  for (const faculty of input.faculties) {
    pages.push({ path: facultyPath(input.facultyBasePath, faculty.slug), template: "faculty", id: faculty.id })
  }

  const fallback = input.categories.find((category) => category.slug === input.defaultCategory)
  if (!fallback || fallback.kind !== "curriculum") {
    const slugs = input.categories.filter((category) => category.kind === "curriculum").map((category) => category.slug)
    problems.push(
      `data/curricula.json, field "defaultCategory": expected the slug of a curriculum category ` +
        `(${slugs.join(", ")}), found "${input.defaultCategory}".`,
    )
  }

  problems.push(...clashes(pages, input.reservedPaths))
  return { pages, problems }
}

// Addresses must differ in more than letter case: /preschool must be able to mean /Preschool.
function clashes(pages: readonly PlannedPage[], reservedPaths: readonly string[]): string[] {
  const seen = new Map<string, string>(reservedPaths.map((path) => [path.toLowerCase(), `${path} (a page in src/pages)`]))
  const problems: string[] = []
  for (const page of pages) {
    if (!/^(\/[A-Za-z0-9][^/\s]*)+\/$/.test(page.path)) {
      problems.push(`The address "${page.path}" is not a valid page address (check the slug and site.json "brand").`)
      continue
    }
    const key = page.path.toLowerCase()
    const earlier = seen.get(key)
    if (earlier) problems.push(`Two pages would share the address ${page.path}: it is already used by ${earlier}.`)
    else seen.set(key, page.path)
  }
  return problems
}
