// Site search in Chromium against the built site: a notice found by the words of its title in each
// language, the link leading to it, nothing of the search downloaded before the visitor searches,
// a keyboard-only journey from the navigation, and a phone-sized page without sideways scrolling.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { Page } from "playwright-core"
import type searchJson from "../../data/search.json"
import { LOCALES, localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { dataIn, fillIn, site } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { noticesIn, visible } from "../support/notice-content"

useBrowser()

/** Every request for the search's code or index, as it happens. */
function recordSearchRequests(page: Page): string[] {
  const requests: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) requests.push(request.url())
  })
  return requests
}

/** A notice listed at build time, as the pages of `locale` show it (its Nepali title on Nepali pages). */
function listedNotice(locale: Locale) {
  const listed = new Set(visible.map((notice) => `${notice.category}/${notice.slug}`))
  const notice = noticesIn(locale).find((item) => listed.has(`${item.category}/${item.slug}`))
  assert.ok(notice, "data/notices/ has no notice listed at build time")
  return notice
}

for (const locale of LOCALES) {
  describe(`search in ${locale}`, () => {
    const at = (path: string) => localizedPath(path, locale)
    const words = dataIn<typeof searchJson>("search.json", locale)
    const fill = fillIn(locale)
    const status = (text: string, count: number, query: string) =>
      fillPlaceholders(fill(text), { count, query }, (value) => toLocaleDigits(value, locale))

    it("finds a notice by the words of its title, and its link leads to the notice", async () => {
      const notice = listedNotice(locale)
      const { page, errors, close } = await openPage({ viewport: DESKTOP })
      await visit(page, at("/search/"))
      await page.getByRole("searchbox", { name: fill(words.label) }).fill(notice.title)
      const result = page.getByRole("main").getByRole("link", { name: notice.title, exact: true })
      await result.waitFor()
      const count = await page.getByRole("main").getByRole("listitem").count()
      const said = status(count === 1 ? words.oneResult : words.results, count, notice.title)
      assert.equal(await page.getByRole("status").textContent(), said)
      assert.equal(new URL(page.url()).searchParams.get("q"), notice.title)
      await result.click()
      await page.waitForURL((url) => url.pathname === notice.path)
      // The router changes the address before it draws the next page: wait for that page's heading.
      const heading = page.getByRole("heading", { level: 1 })
      await heading.filter({ hasText: notice.title }).waitFor()
      assert.equal(await heading.textContent(), notice.title)
      assert.deepEqual(errors, [])
      await close()
    })

    it("keeps the words in the address: a shared or reloaded address shows the same results", async () => {
      const notice = listedNotice(locale)
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, `${at("/search/")}?q=${encodeURIComponent(notice.title)}`)
      assert.equal(await page.getByRole("searchbox", { name: fill(words.label) }).inputValue(), notice.title)
      await page.getByRole("main").getByRole("link", { name: notice.title, exact: true }).waitFor()
      await close()
    })

    it("says so when nothing is found", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      const nonsense = "zzqxjv"
      await visit(page, `${at("/search/")}?q=${nonsense}`)
      await page.getByRole("status").filter({ hasText: status(words.noResults, 0, nonsense) }).waitFor()
      assert.equal(await page.getByRole("main").getByRole("listitem").count(), 0)
      await close()
    })
  })
}

describe("search loading", () => {
  it("downloads nothing of the search with a page, nor on the search page before the visitor searches", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    const requests = recordSearchRequests(page)
    await visit(page, "/")
    await page.waitForLoadState("networkidle")
    await visit(page, "/about/")
    await page.waitForLoadState("networkidle")
    assert.deepEqual(requests, [])
    await visit(page, "/search/")
    await page.waitForLoadState("networkidle")
    assert.deepEqual(requests, [], "the search page fetched the search before the field was used")
    const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === "/pagefind/pagefind.js")
    await page.getByRole("main").getByRole("searchbox").focus()
    await loaded
    await close()
  })

  it("on a Nepali page, searches the Nepali index only", async () => {
    const notice = listedNotice("ne")
    const { page, close } = await openPage({ viewport: DESKTOP })
    const requests = recordSearchRequests(page)
    await visit(page, `/ne/search/?q=${encodeURIComponent(notice.title)}`)
    await page.getByRole("main").getByRole("link", { name: notice.title, exact: true }).waitFor()
    const indexes = requests.filter((url) => /\/pagefind\/(index|fragment)\/|\.pf_meta$|wasm\./.test(url))
    assert.ok(indexes.length > 0)
    for (const url of indexes.filter((item) => /\.pf_meta$|wasm\./.test(item))) assert.match(url, /[./]ne[._]/, url)
    await close()
  })
})

describe("search by keyboard and on a phone", () => {
  it("from the navigation bar to a result with the keyboard alone", async () => {
    const notice = listedNotice("en")
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/about/")
    const field = page.getByRole("banner").getByRole("searchbox")
    let tabs = 0
    while (!(await field.evaluate((element) => element === document.activeElement)) && tabs < 20) {
      await page.keyboard.press("Tab")
      tabs += 1
    }
    assert.ok(tabs < 20, "Tab never reached the search field of the navigation bar")
    await page.keyboard.type(notice.title)
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === "/search/" && url.searchParams.get("q") === notice.title)
    const result = page.getByRole("main").getByRole("link", { name: notice.title, exact: true })
    await result.waitFor()
    tabs = 0
    while (!(await result.evaluate((element) => element === document.activeElement)) && tabs < 40) {
      await page.keyboard.press("Tab")
      tabs += 1
    }
    assert.ok(tabs < 40, "Tab never reached the result")
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === notice.path)
    assert.deepEqual(errors, [])
    await close()
  })

  it("in the Menu on a 320 and a 390 px phone, the search field shows its whole placeholder in both languages", async () => {
    // Chromium keeps about 1em of a search field for its clear button, even while the field is empty.
    const CLEAR_BUTTON_ROOM = 16
    for (const width of [320, PHONE.width]) {
      const { page, close } = await openPage({ viewport: { ...PHONE, width } })
      for (const locale of LOCALES) {
        const words = dataIn<typeof site>("site.json", locale)
        await visit(page, localizedPath("/about/", locale))
        await page.getByRole("button", { name: fillIn(locale)(words.navigation.menuLabel) }).click()
        const field = page.getByRole("dialog").getByRole("searchbox")
        const room = await field.evaluate((element: HTMLInputElement) => {
          const style = getComputedStyle(element)
          const context = document.createElement("canvas").getContext("2d")!
          context.font = style.font
          return {
            placeholder: element.placeholder,
            text: context.measureText(element.placeholder).width,
            content: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          }
        })
        assert.equal(room.placeholder, fillIn(locale)(words.navigation.search.label))
        assert.ok(
          room.content >= room.text + CLEAR_BUTTON_ROOM,
          `${locale} at ${width} px: "${room.placeholder}" needs ${Math.ceil(room.text + CLEAR_BUTTON_ROOM)} px, the field has ${room.content}`,
        )
      }
      await close()
    }
  })

  it("at 390 px: the search field in the Menu, large results and nothing wider than the screen", async () => {
    const notice = listedNotice("en")
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/")
    await page.getByRole("button", { name: fillIn("en")(site.navigation.menuLabel) }).click()
    const drawer = page.getByRole("dialog")
    await drawer.getByRole("searchbox").fill(notice.title)
    await drawer.getByRole("searchbox").press("Enter")
    await page.waitForURL((url) => url.pathname === "/search/" && url.searchParams.get("q") === notice.title)
    const result = page.getByRole("main").getByRole("link", { name: notice.title, exact: true })
    await result.waitFor()
    const box = await result.boundingBox()
    assert.ok(box && box.height >= 44, `the result's link is ${box?.height} px high`)
    assert.equal(await hasHorizontalScroll(page), false)
    await close()
  })
})
