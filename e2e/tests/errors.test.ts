// What a visitor sees when something breaks (docs/behaviour.md#errors): a page that throws shows the
// error screen inside the site's frame; a script chunk that does not load becomes a notification with a
// reload button.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import type { Page } from "playwright-core"
import messages from "../../data/messages.json"
import { lightPageAt } from "../../src/lib/routes/light-pages"
import { BASE_URL, DESKTOP, openPage, useBrowser, visit } from "../support/harness"
import { fill, site } from "../support/content"

useBrowser()

// The pages these tests start from, and the one a failed chunk is tried again at in full, run React:
// most pages are light pages, which run none of Gatsby's runtime (docs/behaviour.md#light-pages).
const REACT_PAGE = "/search/"
const VISIT_PAGE = "/visit/"
const publicDir = path.resolve(__dirname, "../../public")

describe("a page that throws", () => {
  it("shows 'Unexpected Application Error!' with the error text and a way home, in the layout", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    // The About page's data arrives with every field empty, so its sections throw while React draws it
    // (reached through the router from a page that runs React, as a light page is too).
    await page.route("**/page-data/about/page-data.json", async (route) => {
      const response = await route.fetch()
      const pageData = (await response.json()) as { result: { data: { aboutJson: Record<string, unknown> } } }
      const about = pageData.result.data.aboutJson
      pageData.result.data.aboutJson = Object.fromEntries(Object.keys(about).map((field) => [field, null]))
      await route.fulfill({ response, json: pageData })
    })
    await visit(page, REACT_PAGE)
    await page.getByRole("banner").getByRole("link", { name: site.navigation.about.label }).click()
    await page.waitForURL(`${BASE_URL}/about/`)
    const screen = page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 1, name: messages.errorScreen.title }) })
    await screen.waitFor()
    assert.match((await screen.locator("pre").textContent()) ?? "", /heading|null|undefined/)
    // The site around it still works, and the way home leads home.
    await page.getByRole("banner").getByRole("button", { name: site.navigation.menuLabel }).waitFor()
    await screen.getByRole("link", { name: messages.errorScreen.homeLabel }).click()
    await page.waitForURL(`${BASE_URL}/`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    assert.equal(await page.getByText(messages.errorScreen.title).count(), 0)
    await close()
  })
})

describe("a script chunk that fails to load", () => {
  it("is given 120 seconds before it counts as failed", () => {
    const html = fs.readFileSync(path.join(publicDir, REACT_PAGE, "index.html"), "utf8")
    const runtime = /webpack-runtime-[a-f0-9]+\.js/.exec(html)![0]
    const code = fs.readFileSync(path.join(publicDir, runtime), "utf8")
    assert.match(code, /setTimeout\([^)]*\{type:"timeout"[^)]*\),(12e4|120000)\)/)
  })

  it("turns a link whose page cannot load into webpack's message with a reload, not a dead page", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    // The visit page, whose link is in the footer: it runs React, so its full load needs its script too.
    assert.equal(lightPageAt(VISIT_PAGE), undefined, "pick a target page that runs React")
    const blocked = "**/component---src-pages-visit-tsx-*.js"
    await page.route(blocked, (route) => route.abort("failed"))
    await visit(page, REACT_PAGE)
    await page.getByRole("contentinfo").getByRole("link", { name: fill(site.footer.visit.label) }).click()
    // Gatsby first retries with a full page load of the visit page; its script fails there too.
    await page.waitForURL(`${BASE_URL}${VISIT_PAGE}`)
    const region = page.getByRole("region", { name: messages.notifications.regionLabel })
    const notification = region.getByRole("listitem").filter({ hasText: messages.chunkError.title })
    await notification.waitFor()
    const text = (await notification.locator("code").textContent()) ?? ""
    assert.match(text, /^Loading chunk \S+ failed\.\n\(error: http:\/\/127\.0\.0\.1:\d+\/component---src-pages-visit-tsx-[a-f0-9]+\.js\)$/)
    assert.ok(await notification.getByText(messages.chunkError.hint).isVisible())
    // The connection is back: the button reloads the page, which now works.
    await page.unroute(blocked)
    await notification.getByRole("button", { name: messages.chunkError.reloadLabel }).click()
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    assert.equal(await page.getByText(messages.chunkError.title).count(), 0)
    await page.getByRole("banner").getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.getByRole("dialog").waitFor()
    await close()
  })

  // As webpack rejects when a lazily imported chunk does not arrive, from a script of the page itself.
  // Served as a file of the site: the page's Content-Security-Policy runs no inline script the build did not write.
  async function failLazyChunk(page: Page) {
    const url = `${BASE_URL}/test-chunk-error.js`
    await page.route(url, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `const error = new Error("Loading chunk 237 failed.\\n(timeout: ${BASE_URL}/237-abc.js)")
        error.name = "ChunkLoadError"
        Promise.reject(error)`,
      }),
    )
    await page.addScriptTag({ url })
  }

  it("on a running page, online, lets Gatsby reload the page, which brings it back working", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, REACT_PAGE)
    await page.evaluate(() => Object.assign(window, { beforeReload: true }))
    const reloaded = page.waitForEvent("framenavigated")
    await failLazyChunk(page)
    await reloaded
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    assert.equal(await page.evaluate(() => "beforeReload" in window), false)
    assert.equal(page.url(), `${BASE_URL}${REACT_PAGE}`)
    assert.equal(await page.getByText(messages.chunkError.title).count(), 0)
    await close()
  })

  it("on a running page, offline, keeps the page and says what happened instead of reloading into nothing", async () => {
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await visit(page, REACT_PAGE)
    await page.evaluate(() => Object.assign(window, { beforeReload: true }))
    await context.setOffline(true)
    await failLazyChunk(page)
    const region = page.getByRole("region", { name: messages.notifications.regionLabel })
    await region.getByRole("listitem").filter({ hasText: messages.chunkError.title }).waitFor()
    assert.equal(await page.evaluate(() => "beforeReload" in window), true)
    await context.setOffline(false)
    await close()
  })
})
