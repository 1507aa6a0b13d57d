// The first screen gets the connection to itself: the page's entry scripts (webpack's runtime, React,
// the app chunk) are asked for only after the browser has painted the prebuilt page
// (src/node/pages/entry-scripts.ts), and the page still becomes interactive.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import { builtPages } from "../../src/node/deploy/page-policies"
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

  for (const route of ["/", "/ne/", "/ne/senior/courses/science/", "/school-form/"]) {
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
