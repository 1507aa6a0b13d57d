// Which built pages the site search offers: every page of both languages, not the not-found pages,
// the framed school form, the editor, the search page, the sitemap, nor a page that asks search
// engines to forget it.
import { asksNotToBeIndexed, forIndexing, isSearchable } from "../../src/node/search/searchable"

const PAGE = '<html lang="en"><head><title>t</title></head><body><main data-pagefind-body>words</main></body></html>'
const NOINDEX = '<html lang="en"><head><meta name="robots" content="noindex, follow"/></head><body>x</body></html>'

describe("isSearchable", () => {
  it("takes the pages of both languages, notices included", () => {
    for (const file of ["index.html", "about/index.html", "ne/index.html", "ne/notices/exam/routine/index.html", "notices/index.html"]) {
      expect(isSearchable(file, PAGE)).toBe(true)
    }
  })

  it("leaves out the not-found pages, the school form, the editor, the search page and the sitemap", () => {
    for (const file of [
      "404/index.html",
      "ne/404/index.html",
      "404.html",
      "ne/404.html",
      "school-form/index.html",
      "ne/school-form/index.html",
      "admin/index.html",
      "search/index.html",
      "ne/search/index.html",
      "sitemap/index.html",
      "ne/sitemap/index.html",
      "_gatsby/slices/_gatsby-scripts-1.html",
    ]) {
      expect([file, isSearchable(file, PAGE)]).toEqual([file, false])
    }
  })

  it("leaves out a page that asks search engines to forget it (an expired notice)", () => {
    expect(asksNotToBeIndexed(NOINDEX)).toBe(true)
    expect(isSearchable("notices/holiday/tihar/index.html", NOINDEX)).toBe(false)
    expect(asksNotToBeIndexed('<meta content="noindex" name="robots">')).toBe(true)
    expect(asksNotToBeIndexed('<meta name="robots" content="index, follow">')).toBe(false)
    expect(asksNotToBeIndexed(PAGE)).toBe(false)
  })
})

describe("a page that repeats another", () => {
  const withCanonical = (href: string) => `<html lang="en"><head><link rel="canonical" href="${href}"/></head><body>x</body></html>`

  it("is left out when its canonical address is another page (a category's alias)", () => {
    expect(isSearchable("crest-college/index.html", withCanonical("https://school.example/senior/"))).toBe(false)
    expect(isSearchable("senior/index.html", withCanonical("https://school.example/senior/"))).toBe(true)
    expect(isSearchable("ne/senior/index.html", withCanonical("https://school.example/ne/senior/"))).toBe(true)
    expect(isSearchable("index.html", withCanonical("https://school.example/"))).toBe(true)
  })
})

describe("forIndexing", () => {
  const MAIN = '<main data-pagefind-body="">'
  const page = (head: string, body: string) => `<head>${head}</head><body>${MAIN}${body}</main></body>`

  it("names the result by the page's own title, without the site's name after it", () => {
    const html = forIndexing(page('<title data-gatsby-head="true">Mangsir 2083: School calendar | Crest Academy</title>', ""))
    expect(html).toContain('<title data-gatsby-head="true" data-pagefind-meta="title">Mangsir 2083: School calendar</title>')
    expect(forIndexing(page("<title>Home</title>", ""))).toContain('<title data-pagefind-meta="title">Home</title>')
  })

  it("keeps the words of touching elements apart, and words inside one element whole", () => {
    expect(forIndexing(page("<title>t</title>", "<dt>Published</dt><dd>Mangsir 4</dd>"))).toContain("<dt>Published</dt> <dd>Mangsir 4</dd>")
    expect(forIndexing(page("<title>t</title>", "<p>exam<strong>in</strong>ation</p>"))).toContain("<p>exam<strong>in</strong>ation</p>")
  })

  it("fails on a page it cannot name or whose main content is not marked, rather than index it wrongly", () => {
    expect(() => forIndexing(`<head></head><body>${MAIN}x</main></body>`)).toThrow(/no <title>/)
    expect(() => forIndexing("<head><title>t</title></head><body><main>x</main></body>")).toThrow(/no data-pagefind-body/)
  })
})
