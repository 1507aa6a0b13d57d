// Both languages, on every route: the address decides <html lang>, the head names the page's twin
// both ways, the language switch leads to the twin and back, and a Nepali page shows no English
// interface text unless it is marked lang="en" or is a value kept as it is (kept-words.ts).
// English pages are read from their built files; one browser page walks the Nepali pages and each
// language's not-found page in turn, so no page is loaded twice.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import type { Page } from "playwright-core"
import config from "../../gatsby-config"
import curricula from "../../data/curricula.json"
import { LANGUAGE_TAG, LOCALES, localeOfPath, localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { categoryPath } from "../../src/lib/routes/category-paths"
import { BARE_LAYOUT_PATHS } from "../../src/node/bare-pages"
import { builtPage } from "../support/built-pages"
import { site } from "../support/content"
import { hasHorizontalScroll, openPage, PHONE, STATIC_URL, useBrowser, visit, type TestPage } from "../support/harness"
import { keptLatinWords } from "../support/kept-words"
import { NOT_FOUND_ROUTE, PAGE_ROUTES } from "../support/routes"

useBrowser()

const siteUrl = String(config.siteMetadata?.siteUrl)
const NOT_FOUND_ROUTES = LOCALES.map((locale) => localizedPath(NOT_FOUND_ROUTE, locale))
// The bar's switch, not the Menu drawer's (a light page's HTML holds the closed drawer too).
const SWITCH = 'header a[data-language-switch]:not([role="dialog"] a)'
const KEPT = [...keptLatinWords()]

// An alias shows its category's page, so its head names the category's addresses.
const mainAddress = new Map<string, string>(
  curricula.categories.flatMap((category) =>
    ((category as { aliases?: string[] }).aliases ?? []).map((alias) => [
      categoryPath(alias, site.brand),
      categoryPath(category.slug, site.brand),
    ]),
  ),
)

function other(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale)!
}

function path(url: string | null): string | null {
  return url === null ? null : url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url
}

interface Seen {
  canonical: string | null
  alternates: Record<string, string>
  switchTo: string | null
}

// What a Nepali page shows in Latin letters, outside lang="en", that is not a kept word (runs in the page).
function englishOnly(kept: string[]): string[] {
  const keptWords = new Set(kept)
  const found: string[] = []
  const leaks = (text: string) => {
    // E-mail addresses, web addresses and the site's own paths (/ne/about/) are values, whatever their letters.
    const rest = text
      .replace(/[^\s@()<>]+@[^\s@()<>]+\.[A-Za-z]+/g, " ")
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
      .replace(/(^|\s)\/\S*/g, " ")
    if (!/[A-Za-z]/.test(rest) || /[\u0900-\u097F]/.test(rest)) return false
    return (rest.match(/[A-Za-z]+/g) ?? []).some((word) => !keptWords.has(word.toLowerCase()))
  }
  const isEnglish = (element: Element) => (element.closest("[lang]")?.getAttribute("lang") ?? "").toLowerCase().startsWith("en")
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : ""
    const classes = typeof element.className === "string" && element.className ? `.${element.className.split(/\s+/)[0]}` : ""
    return `<${element.tagName.toLowerCase()}${id}${classes}>`
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    const text = (node.textContent ?? "").trim()
    if (!element || !text || element.closest("script, style, noscript, template")) continue
    // Visually hidden text counts (a screen reader reads it); text in a closed or hidden part does not.
    if (!element.checkVisibility({ visibilityProperty: true })) continue
    if (!isEnglish(element) && leaks(text)) found.push(`${describe(element)} text "${text}"`)
  }
  for (const element of Array.from(document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]"))) {
    for (const name of ["aria-label", "alt", "title", "placeholder"]) {
      const value = element.getAttribute(name)
      if (value && !isEnglish(element) && leaks(value)) found.push(`${describe(element)} ${name}="${value}"`)
    }
  }
  return found
}

/** What the checks below read of a page: its language, the head's links and the bar's language switch. */
interface Facts {
  status: number
  lang: string | null
  canonical: string | null
  alternates: Record<string, string>
  /** The bar's switch: the one shown, or null on a page without the bar. */
  switchLink: { hreflang: string | null; lang: string | null; href: string | null } | null
}

/** The facts of an English page from its built file, as the server sends it: no script changes them. */
function builtFacts(route: string): Facts {
  const html = builtPage(route)
  const switches = html.querySelectorAll("header a[data-language-switch]").filter((link) => !link.closest('[role="dialog"]'))
  assert.ok(switches.length <= 1, "one language switch in the bar")
  const link = switches[0]
  return {
    status: 200,
    lang: html.querySelector("html")?.getAttribute("lang") ?? null,
    canonical: html.querySelector('head link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(html.querySelectorAll('head link[rel="alternate"][hreflang]').map((alternate) => [alternate.getAttribute("hreflang")!, alternate.getAttribute("href")!])),
    switchLink: link ? { hreflang: link.getAttribute("hreflang") ?? null, lang: link.getAttribute("lang") ?? null, href: link.getAttribute("href") ?? null } : null,
  }
}

/** The facts of a page as the browser shows it, once its scripts have run. */
async function shownFacts(page: Page, route: string, notFound: boolean): Promise<Facts> {
  // A missing address is asked of the plain static host, which answers 404 as the simplest real host does.
  const response = await page.goto(notFound ? `${STATIC_URL}${route}` : route, { waitUntil: "domcontentloaded" })
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  const head = await page.evaluate(() => ({
    lang: document.documentElement.getAttribute("lang"),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    ) as Record<string, string>,
  }))
  // A light page (src/lib/routes/light-pages.ts) writes the Menu drawer, closed, into its HTML, with a
  // switch of its own: the one shown is the bar's.
  const link = page.locator(`${SWITCH}:visible`)
  const shown = await link.count()
  assert.ok(shown <= 1, "one language switch in the bar")
  const switchLink = shown ? { hreflang: await link.getAttribute("hreflang"), lang: await link.getAttribute("lang"), href: await link.getAttribute("href") } : null
  return { status: response?.status() ?? 0, ...head, switchLink }
}

describe("both languages on every route", () => {
  const seen = new Map<string, Seen>()
  let tab: TestPage
  const started = Date.now()

  before(async () => {
    tab = await openPage()
    // tsx keeps function names with a helper, __name, that the page does not have; englishOnly uses it.
    await tab.context.addInitScript("globalThis.__name = globalThis.__name || ((target) => target)")
    // Pictures, videos and fonts change nothing checked here, and skipping them halves the walk.
    await tab.context.route("**/*", (request) =>
      ["image", "media", "font"].includes(request.request().resourceType()) ? request.abort() : request.continue(),
    )
  })
  after(async () => {
    await tab.close()
    console.log(`languages: ${PAGE_ROUTES.length + NOT_FOUND_ROUTES.length} routes checked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })

  // An English page is read from its built file. A Nepali page is looked at in the browser, where what
  // the page's scripts write (dates, today's tile) shows too, and so is a missing address, which only a
  // host answers.
  for (const route of [...PAGE_ROUTES, ...NOT_FOUND_ROUTES]) {
    const notFound = NOT_FOUND_ROUTES.includes(route)
    const locale = localeOfPath(route)
    const inBrowser = notFound || locale !== "en"
    it(`${route}: language, head links, switch${locale === "ne" ? " and no English-only text" : ""}`, async () => {
      const facts = inBrowser ? await shownFacts(tab.page, route, notFound) : builtFacts(route)
      assert.equal(facts.status, notFound ? 404 : 200, `status of ${route}`)
      assert.equal(facts.lang, LANGUAGE_TAG[locale])
      const alternates = Object.fromEntries(Object.entries(facts.alternates).map(([tag, href]) => [tag, path(href)!]))
      if (notFound) {
        // A missing address has no address of its own to name.
        assert.equal(facts.canonical, null)
        assert.deepEqual(alternates, {})
      } else {
        const own = localizedPath(mainAddress.get(localizedPath(route, "en")) ?? localizedPath(route, "en"), locale)
        assert.equal(path(facts.canonical), own, "canonical: the page's own address in its language")
        assert.deepEqual(Object.keys(alternates).sort(), [...LOCALES.map((tag) => LANGUAGE_TAG[tag]), "x-default"].sort())
        assert.equal(alternates[LANGUAGE_TAG[locale]], own, "the alternate in the page's language is the page itself")
        assert.equal(alternates["x-default"], alternates[LANGUAGE_TAG.en])
      }

      const bare = BARE_LAYOUT_PATHS.has(localizedPath(route, "en"))
      assert.equal(facts.switchLink === null, bare, bare ? "no switch on a bare page" : "a language switch in the bar")
      if (facts.switchLink) {
        const target = other(locale)
        assert.equal(facts.switchLink.hreflang, LANGUAGE_TAG[target])
        assert.equal(facts.switchLink.lang, LANGUAGE_TAG[target])
        assert.equal(facts.switchLink.href, notFound ? localizedPath("/", target) : localizedPath(route, target))
      }
      seen.set(route, { canonical: path(facts.canonical), alternates, switchTo: facts.switchLink?.href ?? null })

      if (locale === "ne") {
        const found = await tab.page.evaluate(englishOnly, KEPT)
        assert.deepEqual(found, [], `English-only text on ${route}:\n${found.join("\n")}`)
      }
    })
  }

  it("names the twins both ways: each page's twin names the page back, and the switches lead to each other", () => {
    for (const [route, page] of seen) {
      if (page.switchTo && !NOT_FOUND_ROUTES.includes(route)) {
        assert.equal(seen.get(page.switchTo)?.switchTo, route, `the switch of ${page.switchTo} leads back to ${route}`)
      }
      for (const [tag, address] of Object.entries(page.alternates)) {
        const twin = seen.get(address)
        assert.ok(twin, `${route} names ${address} (${tag}), which is not a page of the site`)
        assert.deepEqual(twin.alternates, page.alternates, `${address} names the same twins as ${route}`)
      }
    }
  })
})

describe("the language switch", () => {
  const alias = [...mainAddress.keys()][0]

  for (const route of ["/", "/ne/about/", ...(alias ? [alias] : []), ...NOT_FOUND_ROUTES]) {
    it(`on ${route}, loads the other language's page afresh and stores nothing`, async () => {
      const { page, context, close } = await openPage()
      await visit(page, route)
      const stored = async () => ({
        cookies: await context.cookies(),
        storage: await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } })),
      })
      const before = await stored()
      const target = other(localeOfPath(route))
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      await Promise.all([page.waitForEvent("load"), page.locator(SWITCH).click()])
      await page.waitForSelector("html[data-hydrated]", { state: "attached" })
      const expected = NOT_FOUND_ROUTES.includes(route) ? localizedPath("/", target) : localizedPath(route, target)
      assert.equal(new URL(page.url()).pathname, expected)
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), undefined)
      assert.equal(await page.locator("html").getAttribute("lang"), LANGUAGE_TAG[target])
      // The navigation bar itself is drawn in the new language.
      assert.equal(await page.locator(SWITCH).getAttribute("hreflang"), LANGUAGE_TAG[localeOfPath(route)])
      assert.deepEqual(await stored(), before)
      await close()
    })
  }

  for (const route of ["/", "/ne/"]) {
    it(`fits the bar on a phone (${route}): visible, a 44 px target, focus shown, no sideways scroll`, async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      await visit(page, route)
      const link = page.locator(SWITCH)
      assert.ok(await link.isVisible())
      const box = (await link.boundingBox())!
      assert.ok(box.height >= 44 && box.width >= 44, `target ${box.width}×${box.height}`)
      const menu = (await page.locator("header button[aria-haspopup='dialog']").boundingBox())!
      assert.ok(box.x + box.width <= menu.x, "the switch sits before the Menu button, not under it")
      assert.ok(Math.abs(box.y + box.height / 2 - (menu.y + menu.height / 2)) < 2, "on the bar's one line")
      assert.equal(await hasHorizontalScroll(page), false)
      await link.focus()
      const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle)
      assert.notEqual(outline, "none")
      await close()
    })
  }

  it("moves into the Menu drawer where the bar has no room (320 px)", async () => {
    const { page, close } = await openPage({ viewport: { width: 320, height: 640 } })
    await visit(page, "/ne/about/")
    assert.equal(await page.locator(SWITCH).isVisible(), false)
    assert.equal(await hasHorizontalScroll(page), false)
    await page.locator("header button[aria-haspopup='dialog']").click()
    const link = page.getByRole("dialog").locator("a[data-language-switch]")
    assert.ok(await link.isVisible())
    assert.equal(await link.getAttribute("href"), "/about/")
    const box = (await link.boundingBox())!
    assert.ok(box.height >= 44, `target ${box.height} px high`)
    await close()
  })
})
