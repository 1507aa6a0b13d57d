import { EXPIRED_NOTICES, NOT_FOUND_PAGES, excludeFromSitemap, serializeSitemapPage, type SitemapPage } from "../../src/node/notices/sitemap"

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

describe("serializeSitemapPage", () => {
  const resolvePagePath = (page: SitemapPage) => page.path

  it("gives an English page its Nepali twin and the English one as default", () => {
    expect(serializeSitemapPage({ path: "/about/" }, { resolvePagePath }).links).toEqual([
      { lang: "en", url: "/about/" },
      { lang: "ne", url: "/ne/about/" },
      { lang: "x-default", url: "/about/" },
    ])
  })

  it("gives a Nepali page the same alternates, under its own address", () => {
    const item = serializeSitemapPage({ path: "/ne/notices/news/x/" }, { resolvePagePath })
    expect(item.url).toBe("/ne/notices/news/x/")
    expect(item.links).toEqual([
      { lang: "en", url: "/notices/news/x/" },
      { lang: "ne", url: "/ne/notices/news/x/" },
      { lang: "x-default", url: "/notices/news/x/" },
    ])
  })
})

describe("NOT_FOUND_PAGES", () => {
  it("names the not-found page of every language", () => {
    expect(NOT_FOUND_PAGES).toEqual(expect.arrayContaining(["/404/", "/404.html", "/ne/404/", "/ne/404.html"]))
  })
})
