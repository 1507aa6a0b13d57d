import fs from "node:fs"
import path from "node:path"
import { isLightPagePath, LIGHT_PAGES, LIGHT_TEMPLATES, lightPageAt, lightPageOf, lightTemplateContext, usesSystemFonts } from "../../src/lib/routes/light-pages"
import { localizedPath, unlocalizedPath } from "../../src/lib/i18n/locales"
import { albumPath } from "../../src/lib/gallery/paths"
import { siteRoutes } from "../../src/node/routes"
import galleryJson from "../../data/gallery.json"

const ROOT = path.resolve(__dirname, "../..")

/** An address the listed path stands for: itself, or a page below it for a path ending in "/*". */
const anAddress = (path: string) => path.replace(/\*$/, "some-page/")

describe("light pages", () => {
  it("are the listed pages and their Nepali twins, nothing else", () => {
    for (const { path: listed } of LIGHT_PAGES) {
      const path = anAddress(listed)
      expect(isLightPagePath(path)).toBe(true)
      expect(isLightPagePath(localizedPath(path, "ne"))).toBe(true)
    }
    for (const path of ["/search/", "/ne/search/", "/visit/", "/ne/visit/", "/404/xyz/"]) {
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
    expect(lightPageAt("/search/")).toBeUndefined()
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
    expect(usesSystemFonts("/search/")).toBe(false)
    expect(usesSystemFonts("/ne/search/")).toBe(false)
  })
})

describe("light templates", () => {
  const [template, { script }] = Object.entries(LIGHT_TEMPLATES).find(([, light]) => !light.file)!
  const [fileTemplate, fileLight] = Object.entries(LIGHT_TEMPLATES).find(([, light]) => light.file)!

  it("give their pages a context that names the template's script, and other templates none", () => {
    expect(lightTemplateContext(template)).toEqual({ lightScript: script })
    expect(lightTemplateContext(fileTemplate)).toEqual({ lightScript: fileLight.script, lightScriptFile: true })
    expect(lightTemplateContext("src/templates/office-page.tsx")).toEqual({})
    for (const file of Object.keys(LIGHT_TEMPLATES)) expect(fs.existsSync(path.join(ROOT, file))).toBe(true)
    for (const entry of Object.values(LIGHT_TEMPLATES)) expect(entry.script).toMatch(/^src\/light\/[a-z-]+\.ts$/)
  })

  it("make light the page whose context names a script, at its own address, with the site's fonts", () => {
    expect(lightPageOf("/ne/some-category/", lightTemplateContext(template))).toEqual({ path: "/some-category/", script, systemFonts: false })
    expect(lightPageOf("/some-page/", lightTemplateContext(fileTemplate))).toEqual({ path: "/some-page/", script: fileLight.script, systemFonts: false, file: true })
    expect(lightPageOf("/some-category/", { id: "x", locale: "en" })).toBeUndefined()
    expect(lightPageOf("/some-category/", undefined)).toBeUndefined()
  })

  it("leave a listed page as the list has it, whatever its context", () => {
    const listed = LIGHT_PAGES.find((page) => !page.path.endsWith("*"))!
    expect(lightPageOf(listed.path, { lightScript: "src/light/other.ts" })).toBe(listed)
  })

  it("take in, under /gallery/, the photo albums' pages alone: every one, in both languages, and nothing else the site builds there", () => {
    const albums = galleryJson.albums.map((album) => albumPath(album.slug))
    const underGallery = siteRoutes().filter((route) => unlocalizedPath(route).startsWith("/gallery/"))
    const light = underGallery.filter((route) => lightPageAt(route)?.script === "src/light/album.ts")
    expect(new Set(light.map(unlocalizedPath))).toEqual(new Set(albums))
    expect(light).toHaveLength(albums.length * 2)
  })
})
