// What a visitor sees when something breaks (docs/behaviour.md#errors): a page that throws shows the
// error screen inside the site's frame; a script chunk that does not load becomes a notification with a
// reload button.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import messages from "../../data/messages.json"
import { BASE_URL, DESKTOP, openPage, useBrowser, visit } from "../support/harness"
import { site } from "../support/content"

useBrowser()

// A page with an island, whose chunk is loaded once the page runs (docs/behaviour.md#light-pages).
const ISLAND_PAGE = "/search/"
const publicDir = path.resolve(__dirname, "../../public")

describe("a part that throws", () => {
  it("shows 'Unexpected Application Error!' with the error text in its place, the site around it working", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    // The island's props arrive empty, so the part throws while Preact draws it.
    await page.route(`${BASE_URL}${ISLAND_PAGE}`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/(<script type="application\/json"[^>]*data-island[^>]*>)[\s\S]*?(<\/script>)/, "$1{}$2")
      await route.fulfill({ response, body: html })
    })
    await visit(page, ISLAND_PAGE)
    const screen = page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 2, name: messages.errorScreen.title }) })
    await screen.waitFor()
    assert.match((await screen.locator("pre").textContent()) ?? "", /\S/)
    // Its reload loads the page again (which breaks again here: its props are still emptied).
    await Promise.all([page.waitForEvent("load"), screen.getByRole("button", { name: messages.errorScreen.reloadLabel }).click()])
    await screen.waitFor()
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
  /** The page's script files: its entry, and every chunk of the build's one pass. */
  const scriptFiles = () => fs.readdirSync(path.join(publicDir, "scripts")).filter((file) => file.endsWith(".js"))

  it("is given 120 seconds before it counts as failed", () => {
    const code = scriptFiles().map((file) => fs.readFileSync(path.join(publicDir, "scripts", file), "utf8"))
    assert.ok(code.some((text) => /\b(12e4|120000|120_000)\b/.test(text) && text.includes('"timeout"')))
  })

  it("shows the browser's message with the failure type and address, and a reload that brings the page back working", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    // Every chunk but the page's entry: the island's, and what it shares with others.
    const html = fs.readFileSync(path.join(publicDir, ISLAND_PAGE, "index.html"), "utf8")
    const entry = /src="(\/scripts\/main-[A-Z0-9]+\.js)"/.exec(html)![1]!
    const blocked = (url: URL) => url.pathname.startsWith("/scripts/") && url.pathname !== entry && !fs.readFileSync(path.join(publicDir, entry), "utf8").includes(path.basename(url.pathname))
    await page.route(blocked, (route) => route.abort("failed"))
    await page.goto(`${BASE_URL}${ISLAND_PAGE}`)
    const region = page.getByRole("region", { name: messages.notifications.regionLabel })
    const notification = region.getByRole("listitem").filter({ hasText: messages.chunkError.title })
    await notification.waitFor()
    const text = (await notification.locator("code").textContent()) ?? ""
    assert.match(text, /^Loading chunk \S+ failed\.\n\(error: http:\/\/127\.0\.0\.1:\d+\/scripts\/[\w-]+\.js\)$/)
    assert.ok(await notification.getByText(messages.chunkError.hint).isVisible())
    // The frame still works without the chunk.
    await page.getByRole("banner").getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.getByRole("dialog").waitFor()
    await page.keyboard.press("Escape")
    // The connection is back: the button reloads the page, which now works.
    await page.unroute(blocked)
    await notification.getByRole("button", { name: messages.chunkError.reloadLabel }).click()
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    assert.equal(await page.getByText(messages.chunkError.title).count(), 0)
    await close()
  })
})
