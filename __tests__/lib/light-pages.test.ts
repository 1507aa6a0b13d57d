import { isLightPagePath, LIGHT_PAGE_PATHS } from "../../src/lib/routes/light-pages"
import { localizedPath } from "../../src/lib/i18n/locales"

describe("light pages", () => {
  it("are the listed pages and their Nepali twins, nothing else", () => {
    for (const path of LIGHT_PAGE_PATHS) {
      expect(isLightPagePath(path)).toBe(true)
      expect(isLightPagePath(localizedPath(path, "ne"))).toBe(true)
    }
    // The framed form page runs the app itself; the others are ordinary pages.
    for (const path of ["/", "/ne/", "/school-form/", "/ne/school-form/", "/about/", "/404.html", "/ne/404.html"]) {
      expect(isLightPagePath(path)).toBe(false)
    }
  })
})
