// Curriculum category pages (docs/behaviour.md#routes): every category from
// data, the banner, the left menu, the right column, and the rule for addresses without a page, under
// the school's server and under a plain static host that serves 404.html.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { BrowserContext, Page } from "playwright-core"
import curricula from "../../data/curricula.json"
import { categoryPath } from "../../src/lib/routes/category-paths"
import { LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { dataIn, fill, fillIn, site } from "../support/content"
import { escapeRegExp } from "../support/home-content"
import { BASE_URL, DESKTOP, PHONE, STATIC_URL, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Category = (typeof curricula.categories)[number]

const pathsOf = (category: Category) =>
  [category.slug, ...(category.aliases ?? [])].map((slug) => categoryPath(slug, site.brand))
const bySlug = (slug: string) => curricula.categories.find((category) => category.slug === slug)!
const fallback = bySlug(curricula.defaultCategory)
const menu = curricula.categories.filter((category) => category.navLabel !== undefined)
const title = (category: Category) => `${fill(category.title)} | ${site.name}`
const fallbackPath = categoryPath(fallback.slug, site.brand)
/** The same address in another letter case: upper case, or lower case when it is already upper. */
const otherCase = (path: string) => (path.toUpperCase() !== path ? path.toUpperCase() : path.toLowerCase())

async function bannerHeight(page: Page) {
  const box = await page.locator("[data-category-banner]").boundingBox()
  const viewportHeight = await page.evaluate(() => window.innerHeight)
  return { height: box?.height ?? 0, viewportHeight }
}

describe("category pages", () => {
  for (const category of curricula.categories) {
    for (const path of pathsOf(category)) {
      it(`${path} shows its heading under a banner at least 400 px and 40vh tall, without errors`, async () => {
        for (const viewport of [PHONE, DESKTOP, { width: 1280, height: 1400 }]) {
          const { page, errors, close } = await openPage({ viewport })
          const response = await visit(page, path)
          assert.equal(response?.status(), 200)
          await page.getByRole("heading", { level: 1, name: fill(category.heading) }).waitFor()
          assert.equal(await page.title(), title(category))
          const { height, viewportHeight } = await bannerHeight(page)
          assert.ok(height >= 400, `banner ${height} px < 400 px at ${viewport.width}x${viewport.height}`)
          assert.ok(height >= 0.4 * viewportHeight - 0.5, `banner ${height} px < 40vh of ${viewportHeight}`)
          assert.equal(await hasHorizontalScroll(page), false, `sideways scroll at ${viewport.width} px`)
          assert.deepEqual(errors, [])
          await close()
        }
      })
    }
  }

  for (const category of curricula.categories.filter((entry) => entry.sections !== undefined)) {
    it(`${category.slug} shows every section of its curriculum`, async () => {
      const { page, close } = await openPage()
      await visit(page, categoryPath(category.slug, site.brand))
      const expected = (category.sections ?? []).map((section) => fill(section.heading))
      const main = page.getByRole("main")
      for (const heading of expected) await main.getByRole("heading", { level: 2, name: heading, exact: true }).waitFor()
      await close()
    })
  }

  it("highlights the current page in the left menu, on desktop only", async () => {
    for (const current of menu) {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, categoryPath(current.slug, site.brand))
      const nav = page.getByRole("navigation", { name: curricula.navigationLabel })
      const links = nav.getByRole("link")
      assert.deepEqual(await links.allTextContents(), menu.map((item) => item.navLabel))
      for (const item of menu) {
        const link = nav.getByRole("link", { name: item.navLabel })
        assert.equal(await link.getAttribute("href"), categoryPath(item.slug, site.brand))
        assert.equal(await link.getAttribute("aria-current"), item === current ? "page" : null)
        const background = await link.evaluate((element) => getComputedStyle(element).backgroundColor)
        assert.equal(background !== "rgba(0, 0, 0, 0)", item === current, `${item.slug} highlighted: ${background}`)
      }
      await page.setViewportSize(PHONE)
      assert.equal(await nav.isVisible(), false)
      await close()
    }
  })

  it("has the right column with the computer-science +2 banner and the side banner, both leading to the form", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, fallbackPath)
    const aside = page.getByRole("complementary", { name: curricula.aside.label })
    await aside.getByRole("heading", { name: curricula.aside.sideBanner.title }).waitFor()
    await aside.getByRole("img", { name: curricula.aside.promo.alt }).waitFor()
    for (const link of [curricula.aside.promo.link, curricula.aside.sideBanner.link]) {
      assert.equal(await aside.getByRole("link", { name: link.label }).getAttribute("href"), `${link.to}/`)
    }
    await aside.getByRole("link", { name: curricula.aside.sideBanner.link.label }).click()
    await page.waitForURL(`${BASE_URL}/form/`)
    await close()
  })

  it("puts the menu, the content and the right column side by side on desktop, and stacks content before banners on a phone", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, fallbackPath)
    const nav = page.getByRole("navigation", { name: curricula.navigationLabel })
    const intro = page.getByText(fill(fallback.intro))
    const aside = page.getByRole("complementary", { name: curricula.aside.label })
    const [navBox, introBox, asideBox] = await Promise.all([nav.boundingBox(), intro.boundingBox(), aside.boundingBox()])
    assert.ok(navBox && introBox && asideBox)
    assert.ok(navBox.x + navBox.width <= introBox.x && introBox.x + introBox.width <= asideBox.x)
    assert.ok(Math.abs(navBox.y - asideBox.y) < 40, "the three columns start at the same height")
    await page.setViewportSize(PHONE)
    const [phoneIntro, phoneAside] = await Promise.all([intro.boundingBox(), aside.boundingBox()])
    assert.ok(phoneIntro && phoneAside && phoneIntro.y + phoneIntro.height < phoneAside.y, "content comes before the banners")
    await close()
  })
})

// Records every h1 a visitor could have seen, at every change of the page from the first parsed
// element until a second after hydration. A string, because tsx would wrap a function's inner names in helpers
// that do not exist in the page.
const RECORD_VISIBLE_HEADINGS = `
  window.__visibleHeadings = [];
  var observer = new MutationObserver(function () {
    document.querySelectorAll("h1").forEach(function (heading) {
      var text = heading.textContent || "";
      if (heading.getClientRects().length > 0 && window.__visibleHeadings.indexOf(text) < 0) window.__visibleHeadings.push(text);
    });
    // Keep watching for a moment after hydration, while React settles on one view.
    if (document.documentElement.dataset.hydrated === "true" && !window.__stopping) {
      window.__stopping = setTimeout(function () { observer.disconnect(); window.__visibleHeadingsDone = true; }, 1000);
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`

async function recordVisibleHeadings(context: BrowserContext) {
  await context.addInitScript({ content: RECORD_VISIBLE_HEADINGS })
}

async function visibleHeadings(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as unknown as { __visibleHeadingsDone?: boolean }).__visibleHeadingsDone)
  return page.evaluate(() => (window as unknown as { __visibleHeadings: string[] }).__visibleHeadings)
}

/** What the pages of one language show, from data/ and its Nepali overlays. */
function languageOf(locale: Locale) {
  const localCurricula = dataIn<typeof curricula>("curricula.json", locale)
  const localSite = dataIn<typeof site>("site.json", locale)
  const fillLocal = fillIn(locale)
  const localFallback = localCurricula.categories.find((category) => category.slug === curricula.defaultCategory)!
  return {
    locale,
    home: localizedPath("/", locale),
    at: (path: string) => localizedPath(path, locale),
    curricula: localCurricula,
    fallback: localFallback,
    fallbackHeading: fillLocal(localFallback.heading),
    fallbackTitle: `${fillLocal(localFallback.title)} | ${localSite.name}`,
    fallbackPath: localizedPath(fallbackPath, locale),
    heading: (category: Category) => fillLocal(localCurricula.categories[curricula.categories.indexOf(category)]!.heading),
    notFoundTitle: fillLocal(localSite.notFound.title),
    siteName: localSite.name,
  }
}

for (const language of LOCALES.map(languageOf)) {
  for (const [server, baseURL] of [
    ["the school's server", BASE_URL],
    ["a static host serving 404.html", STATIC_URL],
  ] as const) {
    // Every host the site is deployed to (the school's server, nginx, a static host) answers 404 and
    // keeps the address as asked.
    const missingStatus = 404
    describe(`addresses without a page, in ${language.locale}, under ${server}`, () => {
      it("an unknown one-part address shows the default category (Primary) from the first paint, with status 404 and Primary as canonical", async () => {
        for (const path of ["/xyz", "/some-category/"].map(language.at)) {
          const { page, context, errors, close } = await openPage({ baseURL })
          await recordVisibleHeadings(context)
          const response = await visit(page, path)
          assert.equal(response?.status(), missingStatus)
          await page.getByRole("heading", { level: 1, name: language.fallbackHeading }).waitFor()
          assert.equal(page.url(), `${baseURL}${path}`)
          assert.deepEqual(await visibleHeadings(page), [language.fallbackHeading], "no flash of the not-found page")
          assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1)
          assert.equal(await page.title(), language.fallbackTitle)
          assert.equal(await page.locator("html").getAttribute("lang"), LANGUAGE_TAG[language.locale])
          assert.match(
            (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "",
            new RegExp(`[^/]${escapeRegExp(language.fallbackPath)}$`),
          )
          const nav = page.getByRole("navigation", { name: language.curricula.navigationLabel })
          assert.equal(await nav.getByRole("link", { name: language.fallback.navLabel }).getAttribute("aria-current"), "page")
          assert.deepEqual(errors, [])
          await close()
        }
      })

      it("a page asked for in another letter case is replaced by its canonical address in the same language", async () => {
        // Each category's last address (the alias, where it has one), every other one without its slash.
        const cases = curricula.categories.map((category, index) => {
          const expected = language.at(pathsOf(category).at(-1)!)
          const wrongCase = otherCase(pathsOf(category).at(-1)!)
          const asked = language.at(index % 2 === 0 ? wrongCase.replace(/\/$/, "") : wrongCase)
          return { category, asked, expected }
        })
        for (const { category, asked, expected } of cases) {
          const { page, errors, close } = await openPage({ baseURL })
          const requests: string[] = []
          page.on("request", (request) => requests.push(request.isNavigationRequest() ? `page ${request.url()}` : request.url()))
          await page.goto(asked)
          await page.waitForURL(`${baseURL}${expected}`)
          await page.waitForSelector("html[data-hydrated]", { state: "attached" })
          await page.getByRole("heading", { level: 1, name: language.heading(category) }).waitFor()
          assert.deepEqual(errors, [])
          // The page that moves on starts no font download: the move would cut it off (Firefox logs that).
          const arrival = requests.indexOf(`page ${baseURL}${expected}`)
          assert.ok(arrival > 0, requests.join("\n"))
          assert.deepEqual(requests.slice(0, arrival).filter((url) => /\.woff2?$/.test(url)), [], `asked for ${asked}`)
          await close()
        }
      })

      it("a deeper unknown address shows the not-found page, and never the default category", async () => {
        const { page, context, errors, close } = await openPage({ baseURL })
        await recordVisibleHeadings(context)
        const response = await visit(page, language.at("/a/b"))
        assert.equal(response?.status(), missingStatus)
        await page.getByRole("heading", { level: 1, name: language.notFoundTitle }).waitFor()
        assert.deepEqual(await visibleHeadings(page), [language.notFoundTitle])
        assert.equal(await page.title(), `${language.notFoundTitle} | ${language.siteName}`)
        assert.equal(await page.locator("html").getAttribute("lang"), LANGUAGE_TAG[language.locale])
        assert.equal(await page.locator('link[rel="canonical"]').count(), 0)
        assert.deepEqual(errors, [])
        await close()
      })

      // "/" has no form without a slash; "/ne" has.
      if (language.home !== "/") {
        it("the language's home without its slash redirects to it", async () => {
          const { page, close } = await openPage({ baseURL })
          const response = await visit(page, language.home.replace(/\/$/, ""))
          assert.equal(response?.status(), 200)
          assert.equal(page.url(), `${baseURL}${language.home}`)
          await close()
        })
      }
    })
  }
}
