// Takes full-page screenshots of routes at phone (390 px) and desktop (1280 px) width, for looking at.
// Usage: npx tsx scripts/screenshots.ts http://localhost:9000 / /about/ ...  (writes to e2e/artifacts/)
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { launchBrowser } from "../e2e/support/browser"

const [base = "http://localhost:9000", ...routes] = process.argv.slice(2)
const outDir = path.resolve("e2e/artifacts")
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number)

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await launchBrowser()
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
    if (process.env.SKIP_POPUP) {
      await context.addInitScript(() => sessionStorage.setItem("crest:first-visit-ended", "true"))
    }
    const page = await context.newPage()
    // The site's fonts are font-display: optional, so a page drawn before they arrive keeps the system
    // font until something forces a new layout, and the full-page capture does: the page then shrinks
    // and the picture ends in a blank band. A first visit puts the fonts in the cache for the rest.
    await page.goto(base + (routes[0] ?? "/"), { waitUntil: "networkidle" })
    for (const route of routes.length ? routes : ["/"]) {
      await page.goto(base + route, { waitUntil: "networkidle" })
      if (!process.env.VIEWPORT_ONLY) await loadLazyImages(page)
      await page.waitForTimeout(400)
      const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: !process.env.VIEWPORT_ONLY })
      console.log(path.join(outDir, name))
    }
    await context.close()
  }
  await browser.close()
}

// Lazy images load only near the viewport: scroll through the page once, then back to the top.
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    window.scrollTo({ top: 0, behavior: "instant" })
  })
  await page.waitForLoadState("networkidle")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
