import path from "node:path"
import { bsMonthOf } from "../../src/lib/nepal-time/bikram-sambat"
import { calendarMonthPath } from "../../src/lib/calendar/paths"
import { readEvents } from "../../src/node/calendar/read-events"
import curricula from "../../data/curricula.json"
import documents from "../../data/documents.json"
import faculties from "../../data/faculties.json"
import gallery from "../../data/gallery.json"
import site from "../../data/site.json"
import { entryNodesOf } from "../../src/node/pages/entry-nodes"
import { facultyPath, missingTemplateData, planPages, type PagePlanInput } from "../../src/node/pages/plan"
import { englishRoutes, noticeRoutes, pagePlanInputFrom, siteRoutes, staticPageRoutes } from "../../src/node/routes"
import { brandSlug, categoryPath, resolveSlug } from "../../src/lib/routes/category-paths"

const ROOT = path.resolve(__dirname, "../..")

function input(overrides: Partial<PagePlanInput> = {}): PagePlanInput {
  return {
    brand: "Crest",
    categories: [
      { id: "pre", slug: "Preschool", aliases: [], kind: "curriculum" },
      { id: "pri", slug: "primary", aliases: [], kind: "curriculum" },
      { id: "sen", slug: "senior", aliases: ["{brand}-college"], kind: "college" },
    ],
    defaultCategory: "primary",
    facultyBasePath: "/senior/courses",
    faculties: [{ id: "sci", slug: "science" }],
    reservedPaths: ["/", "/about/", "/form/", "/404/"],
    ...overrides,
  }
}

describe("category addresses", () => {
  it("derives the college address from the brand: lower case, spaces as '-'", () => {
    expect(brandSlug("Crest")).toBe("crest")
    expect(brandSlug("  Crest Valley ")).toBe("crest-valley")
    expect(brandSlug("St. Mary's")).toBe("st-marys")
    expect(resolveSlug("{brand}-college", "Crest Valley")).toBe("crest-valley-college")
    expect(categoryPath("{brand}-college", site.brand)).toBe(`/${site.brand.toLowerCase()}-college/`)
  })

  it("keeps the letter case of a slug as written (/Preschool)", () => {
    expect(categoryPath("Preschool", "Crest")).toBe("/Preschool/")
  })
})

describe("planPages", () => {
  it("makes one page per category, per alias and per faculty, each with its template and node id", () => {
    const plan = planPages(input())
    expect(plan.problems).toEqual([])
    expect(plan.pages).toEqual([
      { path: "/Preschool/", template: "curriculum", id: "pre" },
      { path: "/primary/", template: "curriculum", id: "pri" },
      { path: "/senior/", template: "college", id: "sen" },
      { path: "/crest-college/", template: "college", id: "sen" },
      { path: "/senior/courses/science/", template: "faculty", id: "sci" },
    ])
  })

  it("adds a page for a new category in data, with no code change", () => {
    const categories = [...input().categories, { id: "new", slug: "kindergarten", aliases: [], kind: "curriculum" }]
    expect(planPages(input({ categories })).pages).toContainEqual({ path: "/kindergarten/", template: "curriculum", id: "new" })
  })

  it("refuses two addresses that differ only in letter case, and addresses of src/pages", () => {
    const categories = [
      ...input().categories,
      { id: "dup", slug: "PRIMARY", aliases: [], kind: "curriculum" },
      { id: "abt", slug: "About", aliases: [], kind: "curriculum" },
    ]
    const { problems } = planPages(input({ categories }))
    expect(problems).toEqual([
      "Two pages would share the address /PRIMARY/: it is already used by /primary/.",
      "Two pages would share the address /About/: it is already used by /about/ (a page in src/pages).",
    ])
  })

  it("names a kind without a template and a default category that is not a curriculum", () => {
    const categories = [...input().categories, { id: "x", slug: "news", aliases: [], kind: "blog" }]
    const { problems } = planPages(input({ categories, defaultCategory: "senior" }))
    expect(problems).toEqual([
      'data/curricula.json, category "news": kind "blog" has no template (expected one of curriculum, college).',
      'data/curricula.json, field "defaultCategory": expected the slug of a curriculum category (Preschool, primary), found "senior".',
    ])
  })

  it("refuses an address that a brand without letters would break", () => {
    const { problems } = planPages(input({ brand: "!!!" }))
    expect(problems).toContain('The address "/-college/" is not a valid page address (check the slug and site.json "brand").')
  })

  it("names each planned page whose template needs a data file without content, and nothing when all are there", () => {
    const { pages } = planPages(input())
    expect(missingTemplateData(pages, new Set(["data/college.json", "data/faculties.json"]))).toEqual([])
    const problems = missingTemplateData(pages, new Set(["data/faculties.json"]))
    expect(problems).toEqual([
      'The page /senior/ (template "college") needs data/college.json, which has no content.',
      'The page /crest-college/ (template "college") needs data/college.json, which has no content.',
    ])
    expect(missingTemplateData(pages, new Set(["data/college.json"]))).toContain(
      'The page /senior/courses/science/ (template "faculty") needs data/faculties.json, which has no content.',
    )
  })

  it("builds faculty addresses under the base path, with or without its trailing slash", () => {
    expect(facultyPath("/senior/courses", "law")).toBe("/senior/courses/law/")
    expect(facultyPath("/senior/courses/", "law")).toBe("/senior/courses/law/")
  })
})

describe("siteRoutes (the real data)", () => {
  it("lists the pages of src/pages, the categories with their aliases, the faculties, the notice board, the documents, the photo albums and the visit page", () => {
    const routes = englishRoutes(ROOT)
    const calendarRoutes = routes.filter((route) => route.startsWith("/calendar/"))
    const expected = [
      "/",
      "/about/",
      "/documents/",
      "/accessibility/",
      "/fees/",
      "/form/",
      "/gallery/",
      ...gallery.albums.map((album) => `/gallery/${album.slug}/`),
      "/lunch-menu/",
      "/privacy/",
      "/results/",
      "/scholarships/",
      "/school-form/",
      "/search/",
      "/sitemap/",
      "/staff/",
      "/status/",
      "/visit/",
      ...calendarRoutes,
      ...documents.documents.map((document) => `/documents/${document.slug}/`),
      ...curricula.categories.flatMap((category) =>
        [category.slug, ...(category.aliases ?? [])].map((slug) => categoryPath(slug, site.brand)),
      ),
      ...faculties.faculties.map((faculty) => `${faculties.basePath}/${faculty.slug}/`),
      // The notice board's pages depend on the clock; noticeRoutes has its own tests.
      ...noticeRoutes(path.join(ROOT, "data")),
    ].sort()
    expect(routes).toEqual(expected)
    expect(routes).not.toContain("/404/")
  })

  it("gives every English page a Nepali twin under /ne/, and nothing else", () => {
    const english = englishRoutes(ROOT)
    const all = siteRoutes(ROOT)
    expect(all).toHaveLength(english.length * 2)
    for (const route of english) expect(all).toContain(route === "/" ? "/ne/" : `/ne${route}`)
  })

  it("lists /calendar/ and every month of the BS years the events fall in, from Baisakh to Chaitra", () => {
    const routes = englishRoutes(ROOT).filter((route) => route.startsWith("/calendar/"))
    expect(routes[0]).toBe("/calendar/")
    const months = routes.slice(1)
    expect(months.length % 12).toBe(0)
    months.forEach((route, index) => expect(route).toMatch(new RegExp(`^/calendar/\\d{4}/${String((index % 12) + 1).padStart(2, "0")}/$`)))
    for (const event of readEvents(path.join(ROOT, "data"))) {
      expect(months).toContain(calendarMonthPath(bsMonthOf(event.startDay)))
      expect(months).toContain(calendarMonthPath(bsMonthOf(event.endDay)))
    }
  })

  it("reads the same plan input as createPages builds", () => {
    const planInput = pagePlanInputFrom(path.join(ROOT, "data"), path.join(ROOT, "src/pages"))
    expect(planInput.defaultCategory).toBe(curricula.defaultCategory)
    expect(planInput.reservedPaths).toEqual(staticPageRoutes(path.join(ROOT, "src/pages"), { withNotFound: true }))
    expect(planInput.reservedPaths).toContain("/404/")
  })
})

describe("entryNodesOf", () => {
  it("splits each category into a node with its position, defaulting aliases and sections", () => {
    const nodes = entryNodesOf("CurriculaJson", {
      categories: [
        { slug: "primary", kind: "curriculum", sections: [{ heading: "A" }] },
        { slug: "senior", kind: "college", aliases: ["{brand}-college"] },
      ],
    })
    expect(nodes).toEqual([
      { type: "CurriculumCategory", key: "en primary", content: { slug: "primary", kind: "curriculum", aliases: [], sections: [{ heading: "A" }], position: 0, locale: "en", untranslated: [] } },
      { type: "CurriculumCategory", key: "en senior", content: { slug: "senior", kind: "college", aliases: ["{brand}-college"], sections: [], position: 1, locale: "en", untranslated: [] } },
    ])
  })

  it("gives each faculty node its page address", () => {
    const [node] = entryNodesOf("FacultiesJson", { basePath: "/senior/courses", faculties: [{ slug: "law", name: "Law" }] })
    expect(node).toEqual({ type: "Faculty", key: "en law", content: { slug: "law", name: "Law", path: "/senior/courses/law/", position: 0, locale: "en", untranslated: [] } })
  })

  it("keeps each language's entries apart, with the page addresses of that language", () => {
    const [node] = entryNodesOf("FacultiesJson", { locale: "ne", basePath: "/senior/courses", faculties: [{ slug: "law", name: "कानुन" }] })
    expect(node).toEqual({ type: "Faculty", key: "ne law", content: { slug: "law", name: "कानुन", path: "/ne/senior/courses/law/", position: 0, locale: "ne", untranslated: [] } })
  })

  it("gives each entry the English stand-ins of its own texts, with paths inside the entry", () => {
    const file = {
      locale: "ne",
      basePath: "/senior/courses",
      untranslated: ["labels.apply.label", "faculties[1].title", "faculties[1].eligibility[0]", "faculties[10].alt"],
      faculties: [{ slug: "law" }, { slug: "science" }],
    }
    expect(entryNodesOf("FacultiesJson", file).map((node) => node.content.untranslated)).toEqual([[], ["title", "eligibility[0]"]])
  })

  it("yields nothing for other data files", () => {
    expect(entryNodesOf("SiteJson", { brand: "Crest" })).toEqual([])
  })
})
