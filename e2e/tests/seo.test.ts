// What search engines and link previews read: unique titles and descriptions, canonical addresses,
// Open Graph and Twitter cards with an image, the school's JSON-LD, robots.txt and the sitemap.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { XMLParser } from "fast-xml-parser"
import type { Page } from "playwright-core"
import config from "../../gatsby-config"
import { builtPage } from "../support/built-pages"
import { BASE_URL, openPage, useBrowser, visit } from "../support/harness"
import { site } from "../support/content"
import { EXPIRED_NOTICE_ROUTES } from "../support/notice-content"
import { PAGE_ROUTES } from "../support/routes"
import { ISLAND_ATTRIBUTE } from "../../src/lib/islands/attribute"
import { categoryPath } from "../../src/lib/routes/category-paths"
import { LANGUAGE_TAG, LOCALES, alternatePaths, localeOfPath, localizedPath } from "../../src/lib/i18n/locales"
import curricula from "../../data/curricula.json"
import faculties from "../../data/faculties.json"

useBrowser()

const siteUrl = String(config.siteMetadata?.siteUrl)

// An alias shows the same page as its category and names the category's address as canonical, in the
// alias's language: every page's canonical address is in its own language.
const canonicalOf = new Map<string, string>(
  LOCALES.flatMap((locale) =>
    curricula.categories.flatMap((category) =>
      ((category as { aliases?: string[] }).aliases ?? []).map((alias) => [
        localizedPath(categoryPath(alias, site.brand), locale),
        localizedPath(categoryPath(category.slug, site.brand), locale),
      ]),
    ),
  ),
)

/**
 * The head tags a crawler reads, in one comparable form. Font preloads are left out: a page that moves
 * on to another address (the calendar to today's month) adds them only once it knows it stays.
 */
async function headTags(page: Page): Promise<string[]> {
  return page.locator("head title, head meta, head link:not([rel=preload]), head script[type='application/ld+json']").evaluateAll((elements) =>
    elements
      .map((element) => (element.tagName === "SCRIPT" || element.tagName === "TITLE" ? `${element.tagName} ${element.textContent}` : element.outerHTML))
      .sort(),
  )
}

describe("head tags", () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()

  // Read from the built files, as crawlers and link previews read the head: no script of a page but an
  // island's renders it, and a test below shows an island keeps it as it is.
  for (const route of PAGE_ROUTES) {
    it(`${route} has its title, description, canonical, cards and JSON-LD`, () => {
      const html = builtPage(route)
      const meta = (selector: string) => html.querySelector(`head ${selector}`)?.getAttribute("content") ?? null
      const title = html.querySelector("head title")?.text ?? ""
      const canonical = canonicalOf.get(route) ?? route
      assert.ok(title.endsWith(`| ${site.name}`), title)
      const description = meta('meta[name="description"]') ?? ""
      assert.ok(description.length > 50, `description of ${route} is too short`)
      if (canonical === route) {
        assert.equal(titles.has(title), false, `title "${title}" also on ${titles.get(title)}`)
        assert.equal(descriptions.has(description), false, `description also on ${descriptions.get(description)}`)
        titles.set(title, route)
        descriptions.set(description, route)
      }
      assert.equal(html.querySelector('head link[rel="canonical"]')?.getAttribute("href"), siteUrl + canonical)
      assert.equal(meta('meta[property="og:url"]'), siteUrl + canonical)
      assert.equal(meta('meta[property="og:title"]'), title)
      assert.match(meta('meta[property="og:image"]') ?? "", new RegExp(`^${siteUrl}/static/.+\\.jpg$`))
      assert.equal(meta('meta[name="twitter:card"]'), "summary_large_image")
      assert.equal(html.querySelector("html")?.getAttribute("lang"), LANGUAGE_TAG[localeOfPath(route)])
      assert.equal(localeOfPath(canonical), localeOfPath(route), `the canonical address of ${route} is in its language`)

      const jsonLd = JSON.parse(html.querySelector('head script[type="application/ld+json"]')?.text ?? "[]")
      const school = jsonLd.find((entry: { "@type": string }) => entry["@type"] === "School")
      assert.equal(school.name, site.name)
      assert.equal(school.telephone, site.phones[0])
      assert.equal(school.email, site.email)
      assert.equal(school.address.addressCountry, site.address.country)
      assert.deepEqual(school.sameAs, [site.links.social])
      assert.match(school.logo, new RegExp(`^${siteUrl}/static/.+\\.png$`))
    })
  }

  // The pages with an island, in both languages, are the only ones whose scripts render with React.
  const islandRoutes = PAGE_ROUTES.filter((route) => builtPage(route).querySelector(`[${ISLAND_ATTRIBUTE}]`))
  it(`keeps the served head tags once the page has started (${islandRoutes.length} pages with an island)`, async () => {
    assert.ok(islandRoutes.length > 0, "no page has an island: the attribute no longer finds them")
    const served = await openPage({ javaScriptEnabled: false })
    const { page, close } = await openPage()
    for (const route of islandRoutes) {
      await served.page.goto(route)
      await visit(page, route)
      assert.deepEqual(await headTags(page), await headTags(served.page), `the head of ${route} once started`)
    }
    await served.close()
    await close()
  })

  for (const faculty of faculties.faculties) {
    it(`describes the ${faculty.slug} programme with its prerequisites (JSON-LD)`, () => {
      const jsonLd = JSON.parse(builtPage(`${faculties.basePath}/${faculty.slug}/`).querySelector('head script[type="application/ld+json"]')?.text ?? "[]")
      const program = jsonLd.find((entry: { "@type": string }) => entry["@type"] === "EducationalOccupationalProgram")
      assert.equal(program.name, faculty.title)
      assert.deepEqual(program.programPrerequisites, faculty.eligibility)
      assert.deepEqual(program.about, faculty.subjects)
      assert.equal(program.provider["@id"], `${siteUrl}/#school`)
    })
  }

  it("keeps missing pages out of search results with status 404 and no canonical address", async () => {
    const { page, close } = await openPage()
    const response = await visit(page, "/no-such/deeper/page/")
    assert.equal(response?.status(), 404)
    assert.equal(await page.locator('head link[rel="canonical"]').count(), 0)
    await close()
  })
})

describe("robots.txt, sitemap and manifest", () => {
  it("points robots.txt at the sitemap", async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text()
    assert.match(robots, new RegExp(`Sitemap: ${siteUrl}/sitemap-index.xml`))
  })

  it("lists every real page of both languages in the sitemap, each with its hreflang alternates, and not the 404 pages", async () => {
    const index = await (await fetch(`${BASE_URL}/sitemap-index.xml`)).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, ""))
    const entries = new Map<string, Record<string, string>>()
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "xhtml:link" })
    for (const sitemap of sitemaps) {
      const xml = parser.parse(await (await fetch(BASE_URL + sitemap)).text()) as {
        urlset: { url: { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] }[] }
      }
      for (const url of xml.urlset.url) {
        const links = Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"].replace(siteUrl, "")]))
        entries.set(url.loc.replace(siteUrl, ""), links)
      }
    }
    const expired = LOCALES.flatMap((locale) => EXPIRED_NOTICE_ROUTES.map((route) => localizedPath(route, locale)))
    for (const route of PAGE_ROUTES.filter((path) => !expired.includes(path))) {
      assert.ok(entries.has(route), `${route} missing from the sitemap`)
      const alternates = alternatePaths(route)
      assert.deepEqual(
        entries.get(route),
        { ...Object.fromEntries(LOCALES.map((locale) => [LANGUAGE_TAG[locale], alternates[locale]])), "x-default": alternates.en },
        `the alternates of ${route}`,
      )
    }
    // An expired notice keeps its page for shared links, but asks search engines to drop it.
    for (const route of expired) assert.equal(entries.has(route), false, `${route} is in the sitemap`)
    assert.equal([...entries.keys()].some((location) => location.includes("404")), false)
  })

  it("has a web manifest and favicons drawn from the logo", async () => {
    const { page, close } = await openPage()
    await visit(page, "/")
    const manifestUrl = await page.locator('head link[rel="manifest"]').getAttribute("href")
    const manifest = await (await fetch(BASE_URL + manifestUrl)).json()
    assert.equal(manifest.name, site.name)
    assert.ok(manifest.icons.length >= 4)
    const icon = await page.locator('head link[rel="icon"]').first().getAttribute("href")
    assert.equal((await fetch(BASE_URL + icon)).status, 200)
    await close()
  })
})
