// The first screen gets the connection to itself: the page's entry scripts (webpack's runtime, React,
// the app chunk) are asked for only after the browser has painted the prebuilt page
// (src/node/pages/entry-scripts.ts), and the page still becomes interactive.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { builtPages } from "../../src/node/deploy/built-pages"
import { openPage, PHONE, useBrowser, visit } from "../support/harness"

useBrowser()

const PUBLIC_DIR = path.resolve(__dirname, "../../public")
const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "chunk-map.json"), "utf8")) as Record<string, string[]>
// The files every page starts from: the app chunk, and the runtime and framework chunks Gatsby names in each page.
const ENTRY_FILE = /^\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

describe("the entry scripts", () => {
  it("are not written as tags the browser fetches while it reads the page, on any built page", () => {
    const pages = builtPages(PUBLIC_DIR)
    assert.ok(pages.length > 100, `only ${pages.length} built pages found in public/`)
    const eager = pages.filter((page) => /<script[^>]*\ssrc="[^"]*"[^>]*\sasync/.test(fs.readFileSync(path.join(PUBLIC_DIR, page), "utf8")))
    assert.deepEqual(eager, [])
  })

  // Pages that run React (light pages, Home, the admission form page and most others among them, run
  // none of Gatsby's scripts).
  for (const route of ["/search/", "/ne/search/", "/visit/", "/ne/visit/"]) {
    it(`are fetched after the first contentful paint of ${route}, which then becomes interactive`, async () => {
      const { page, errors, close } = await openPage({ viewport: PHONE })
      try {
        await visit(page, route)
        const timings = await page.evaluate(() => ({
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          scripts: performance
            .getEntriesByType("resource")
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
        }))
        assert.ok(timings.firstContentfulPaint !== undefined, "no first contentful paint was reported")
        const entries = timings.scripts.filter((script) => ENTRY_FILE.test(script.path))
        assert.ok(
          entries.some((script) => chunkMap.app?.includes(script.path)),
          `the app chunk was not fetched: ${entries.map((script) => script.path).join(", ")}`,
        )
        for (const script of entries) {
          assert.ok(
            script.startTime >= timings.firstContentfulPaint,
            `${script.path} was asked for at ${script.startTime.toFixed(0)} ms, before the first contentful paint at ${timings.firstContentfulPaint.toFixed(0)} ms`,
          )
        }
        assert.deepEqual(errors, [])
      } finally {
        await close()
      }
    })
  }
})

// Each page inlines the site-wide stylesheet and its own template's, not every template's rules
// (src/node/webpack.ts, keepPageStylesWithTheirPage); a page reached through the router gets its
// template's stylesheet with its chunk.
const INLINED_STYLESHEET = /<style data-href="\/([^"]+)\.[0-9a-f]+\.css"/g

/** The template chunk Gatsby built a page from, from its page-data.json (null for a page without one). */
function templateOf(page: string): string | null {
  const route = page === "index.html" ? "index" : page.replace(/(^|\/)index\.html$/, "")
  const file = path.join(PUBLIC_DIR, "page-data", route, "page-data.json")
  if (!fs.existsSync(file)) return null
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName
}

describe("the styles a page holds", () => {
  it("are the site-wide stylesheet and then its own template's, on every built page", () => {
    const wrong: string[] = []
    let ownSeen = 0
    for (const page of builtPages(PUBLIC_DIR)) {
      const template = templateOf(page)
      if (!template) continue
      const inlined = [...fs.readFileSync(path.join(PUBLIC_DIR, page), "utf8").matchAll(INLINED_STYLESHEET)].map((match) => match[1]!)
      if (!inlined.includes("styles")) wrong.push(`${page}: no site-wide stylesheet`)
      const others = inlined.filter((name) => name !== "styles" && name !== template)
      if (others.length > 0) wrong.push(`${page} (${template}) also inlines ${others.join(", ")}`)
      if (inlined.includes(template)) ownSeen += 1
      // The template's rules win ties with the shared components' (src/components/stylesheet-order).
      if (inlined.indexOf(template) >= 0 && inlined.indexOf(template) < inlined.indexOf("styles")) wrong.push(`${page}: its template's stylesheet comes before the site-wide one`)
    }
    assert.ok(ownSeen > 50, `only ${ownSeen} pages inline a stylesheet of their own template`)
    assert.deepEqual(wrong, [])
  })

  it("of a page reached through the router arrive with it", async () => {
    const target = "/fees/"
    const template = templateOf("fees/index.html")
    assert.ok(template && fs.readdirSync(PUBLIC_DIR).some((file) => file.startsWith(`${template}.`) && file.endsWith(".css")), `no stylesheet of ${target}'s template was built`)
    const { page, errors, close } = await openPage({ viewport: PHONE })
    try {
      // A page that runs React, whose router draws the next page in place.
      await visit(page, "/search/")
      await page.evaluate((to) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(to), target)
      await page.waitForURL(`**${target}`)
      await page.waitForFunction(
        (name) => [...document.styleSheets].some((sheet) => sheet.href?.includes(`/${name}.`) && sheet.cssRules.length > 0),
        template,
      )
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
