import { EXPIRED_NOTICES, excludeFromSitemap, type SitemapPage } from "../../src/node/notices/sitemap"

// The plugin's own tools, reduced to what the rule needs: exact matching is enough for these paths.
const tools = {
  minimatch: (path: string, pattern: string) => path === pattern,
  withoutTrailingSlash: (path: string) => (path === "/" ? path : path.replace(/\/$/, "")),
  resolvePagePath: (page: SitemapPage) => page.path,
}

describe("excludeFromSitemap", () => {
  it("leaves out the page of a notice that had expired at build, and only those", () => {
    expect(excludeFromSitemap({ path: "/notices/holiday/dashain/", pageContext: { expired: true } }, EXPIRED_NOTICES, tools)).toBe(true)
    expect(excludeFromSitemap({ path: "/notices/exam/routine/", pageContext: { expired: false } }, EXPIRED_NOTICES, tools)).toBe(false)
    expect(excludeFromSitemap({ path: "/about/", pageContext: {} }, EXPIRED_NOTICES, tools)).toBe(false)
  })

  it("keeps the plugin's rule for address patterns", () => {
    expect(excludeFromSitemap({ path: "/404/" }, "/404/", tools)).toBe(true)
    expect(excludeFromSitemap({ path: "/about/" }, "/404/", tools)).toBe(false)
  })
})
