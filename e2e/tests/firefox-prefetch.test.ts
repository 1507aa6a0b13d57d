// The next page fetched ahead in a browser without Speculation Rules (Firefox): the page's script loads
// its fallback (src/browser/prefetch.ts) and, when the visitor points at a link to another of the
// site's pages, asks for that page with a <link rel=prefetch> (docs/behaviour.md#light-pages).
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import type { Browser } from "puppeteer-core"
import { BASE_URL, DESKTOP, FIRST_VISIT_KEY } from "../support/harness"
import { launchFirefox } from "../support/firefox"

let browser: Browser

before(async () => {
  browser = await launchFirefox(DESKTOP)
})

after(async () => {
  await browser?.close()
})

describe("Firefox: the next page fetched ahead", () => {
  it("asks for a page once the visitor points at its link, once however often, and never for the page itself", async () => {
    const page = await browser.newPage()
    try {
      await page.goto(`${BASE_URL}/robots.txt`)
      await page.evaluate((key) => sessionStorage.setItem(key, "true"), FIRST_VISIT_KEY)
      await page.goto(`${BASE_URL}/about/`, { waitUntil: "load" })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
      assert.equal(await page.evaluate(() => "supports" in HTMLScriptElement && HTMLScriptElement.supports("speculationrules")), false)
      // A link of the frame to another page: the bar's home link leads elsewhere from /about/.
      const target = await page.$eval('header a[href="/"]', (link) => (link as HTMLAnchorElement).href)
      const hints = () => page.$$eval('head link[rel="prefetch"]', (links) => links.map((link) => (link as HTMLLinkElement).href))
      assert.deepEqual(await hints(), [])
      await page.hover('header a[href="/"]')
      await page.waitForFunction(() => document.querySelectorAll('head link[rel="prefetch"]').length > 0)
      await page.mouse.move(0, 0)
      await page.hover('header a[href="/"]')
      assert.deepEqual(await hints(), [target])
    } finally {
      await page.close()
    }
  })
})
