import { isLightPagePath, LIGHT_PAGES, lightPageAt, usesSystemFonts } from "../../src/lib/routes/light-pages"
import { localizedPath } from "../../src/lib/i18n/locales"

/** An address the listed path stands for: itself, or a page below it for a path ending in "/*". */
const anAddress = (path: string) => path.replace(/\*$/, "some-page/")

describe("light pages", () => {
  it("are the listed pages and their Nepali twins, nothing else", () => {
    for (const { path: listed } of LIGHT_PAGES) {
      const path = anAddress(listed)
      expect(isLightPagePath(path)).toBe(true)
      expect(isLightPagePath(localizedPath(path, "ne"))).toBe(true)
    }
    for (const path of ["/", "/ne/", "/about/", "/404.html", "/ne/404.html"]) {
      expect(isLightPagePath(path)).toBe(false)
    }
  })

  it("name each its own script, in either language, and one entry per address", () => {
    expect(new Set(LIGHT_PAGES.map((page) => page.path)).size).toBe(LIGHT_PAGES.length)
    for (const page of LIGHT_PAGES) {
      expect(lightPageAt(anAddress(page.path))).toBe(page)
      expect(lightPageAt(localizedPath(anAddress(page.path), "ne"))).toBe(page)
      // A plain-DOM script lives in src/light/; one that draws the site's components with Preact, in its feature.
      expect(page.script).toMatch(page.preact ? /^src\/features\/[a-z-]+\/[a-z/-]+\.tsx$/ : /^src\/light\/[a-z-]+\.ts$/)
    }
    expect(lightPageAt("/about/")).toBeUndefined()
  })

  it("take in every page one level below a listed parent ending in /*, and neither the parent nor deeper pages", () => {
    const children = LIGHT_PAGES.filter((page) => page.path.endsWith("/*"))
    expect(children.length).toBeGreaterThan(0)
    for (const page of children) {
      const parent = page.path.slice(0, -"*".length)
      for (const path of [`${parent}some-page/`, localizedPath(`${parent}some-page/`, "ne")]) expect(lightPageAt(path)).toBe(page)
      for (const path of [parent, localizedPath(parent, "ne"), `${parent}some-page/deeper/`, `${parent}some-page`]) expect(lightPageAt(path)).not.toBe(page)
    }
  })

  it("show the system's fonts where the list says so, in both languages, and nowhere else", () => {
    for (const page of LIGHT_PAGES) {
      expect(usesSystemFonts(anAddress(page.path))).toBe(page.systemFonts)
      expect(usesSystemFonts(localizedPath(anAddress(page.path), "ne"))).toBe(page.systemFonts)
    }
    expect(LIGHT_PAGES.some((page) => page.systemFonts)).toBe(true)
    expect(usesSystemFonts("/")).toBe(false)
    expect(usesSystemFonts("/ne/about/")).toBe(false)
  })
})
