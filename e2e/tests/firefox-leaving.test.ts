// Leaving a page while it is still loading, in Firefox, which cancels the old page's loads the moment
// the visitor follows a link or types an address (docs/behaviour.md#errors). The visitor arrives where
// they asked to go and stays there, and the page they left reports nothing: a load it lost because
// the visitor left is no failure. A proxy in front of the test server holds back the loads that would
// be on their way in such a moment on a slow line (a chunk the page's script asks for once it runs)
// until the visitor has gone.
//
// The page left is /search/, an island (docs/behaviour.md#light-pages): its script asks for the
// search's chunk once it runs.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import http from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser, Page } from "puppeteer-core"
import { localizedPath } from "../../src/lib/i18n/locales"
import { BASE_URL, FIRST_VISIT_KEY, PHONE } from "../support/harness"
import { launchFirefox } from "../support/firefox"

// A page with an island, in each language.
const ISLAND_PAGE = "/search/"
const ROUTES = [ISLAND_PAGE, localizedPath(ISLAND_PAGE, "ne")]

let browser: Browser

/** What the proxy holds back: requests it matches get no answer for 20 s. */
let hold: (url: URL) => boolean = () => false
/** Paths of the requests it is holding back. */
const held: string[] = []
let proxy: http.Server
let proxyUrl = ""

// In front of the test server: passes every request on, except those `hold` matches while it does.
function startProxy(): Promise<void> {
  proxy = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", BASE_URL)
    const pass = () => {
      const upstream = http.request(url, { method: request.method, headers: { ...request.headers, host: url.host } }, (answer) => {
        // Every test asks for the scripts again: a chunk the last test's page kept would come from the
        // browser's cache, past the proxy, and there would be nothing to hold back.
        const headers = url.pathname.endsWith(".js") ? { ...answer.headers, "cache-control": "no-store" } : answer.headers
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(response)
      })
      upstream.on("error", () => response.destroy())
      request.pipe(upstream)
    }
    if (!hold(url)) return pass()
    held.push(url.pathname)
    // Answered late, if the browser still waits by then.
    const timer = setTimeout(pass, 20_000)
    response.on("close", () => clearTimeout(timer))
  })
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => {
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    resolve()
  }))
}

before(async () => {
  await startProxy()
  browser = await launchFirefox(PHONE)
})

after(async () => {
  await browser?.close()
  proxy?.closeAllConnections()
  proxy?.close()
})

interface Tab {
  page: Page
  /** Console errors and uncaught exceptions of every document the tab showed. */
  problems: string[]
  close: () => Promise<void>
}

/** A tab that records problems, with the first-visit advert ended (other tests look at it). */
async function openTab(): Promise<Tab> {
  hold = () => false
  held.length = 0
  const page = await browser.newPage()
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`exception: ${error instanceof Error ? error.message : String(error)}`))
  await page.goto(`${proxyUrl}/robots.txt`)
  await page.evaluate((key) => sessionStorage.setItem(key, "true"), FIRST_VISIT_KEY)
  return { page, problems, close: () => page.close() }
}

/** Waits until the tab shows `route`, interactive, and checks it is still there a while later. */
async function arrivesAndStays(tab: Tab, route: string): Promise<void> {
  const arrived = await tab.page
    .waitForFunction((path) => location.pathname === path && document.documentElement?.dataset.hydrated === "true", { timeout: 20_000 }, route)
    .then(
      () => true,
      () => false,
    )
  assert.ok(arrived, `asked for ${route}, the tab shows ${new URL(tab.page.url()).pathname}; the page left reported: ${tab.problems.join(" | ") || "nothing"}`)
  // Before, the old page's reload could come in after the new page had started: the visitor was sent back.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  assert.equal(new URL(tab.page.url()).pathname, route)
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe("Firefox: leaving a page early", () => {
  for (const route of ROUTES) {
    it(`${route}: the language switch, pressed while a chunk is still loading, leads to the other language`, async () => {
      // A script asked for once the page runs, loaded only on demand (here the island's chunk): the
      // HTML names only the page's script.
      const html = await (await fetch(BASE_URL + route)).text()
      const named = new Set([...html.matchAll(/\/[\w./-]+\.js/g)].map((match) => match[0]))
      const tab = await openTab()
      try {
        hold = (url) => url.pathname.endsWith(".js") && !named.has(url.pathname)
        // Not "load": Firefox holds a page's load event until the chunks its script imports have come.
        await tab.page.goto(proxyUrl + route, { waitUntil: "domcontentloaded" })
        await until(() => held.length > 0, "a chunk asked for after the page started")
        const target = await tab.page.$eval("[data-language-switch]", (link) => new URL((link as HTMLAnchorElement).href).pathname)
        hold = () => false
        await tab.page.click("[data-language-switch]")
        await arrivesAndStays(tab, target)
        assert.deepEqual(tab.problems, [])
      } finally {
        await tab.close()
      }
    })
  }

  it("an address typed while the page's chunks are still loading is where the visitor arrives, and the page left logs nothing", async () => {
    const [from, to] = [ISLAND_PAGE, "/about/"]
    const html = await (await fetch(BASE_URL + from)).text()
    const named = new Set([...html.matchAll(/\/[\w./-]+\.js/g)].map((match) => match[0]))
    const tab = await openTab()
    try {
      hold = (url) => url.pathname.endsWith(".js") && !named.has(url.pathname)
      await tab.page.goto(proxyUrl + from, { waitUntil: "domcontentloaded" })
      await until(() => held.length > 0, "a chunk of the page")
      hold = () => false
      await tab.page.goto(proxyUrl + to, { waitUntil: "load" })
      await arrivesAndStays(tab, to)
      assert.deepEqual(tab.problems, [])
    } finally {
      await tab.close()
    }
  })
})
