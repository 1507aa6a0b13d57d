// Every route's first visit as a school deploys the site (the production nginx configuration), at a
// desktop's size and a phone's (the routes chosen below), with an empty cache,
// until the network is idle, without scrolling or pressing play:
// - what it costs: text arrives compressed as the build precompressed it (Chromium asks plain http for
//   gzip, not brotli: the bytes counted are never fewer than a real visitor's);
// - its Content-Security-Policy: not one violation in any frame, and the policy is strict (a script the
//   build did not write, or eval, is refused). One walk for both: each is a property of a page's first
//   visit, and loading 200 pages twice took minutes.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import type { Request } from "playwright-core"
import { oneRoutePerShape, PAGE_ROUTES } from "../support/routes"
import { PUBLIC_DIR } from "../support/built-pages"
import { openPage, useBrowser, useNginx } from "../support/harness"
import { localeOfPath, localizedPath } from "../../src/lib/i18n/locales"
import { assertStrictPagePolicy, probe, watchPolicy } from "../support/policy"
import { followRequests } from "../support/requests"

const BUDGET_BYTES = 500 * 1024
const PHONE = { name: "phone", size: { width: 390, height: 844 } } as const
const DESKTOP = { name: "desktop", size: { width: 1350, height: 940 } } as const
// Every English route at the desktop's size, the heavier view: its pictures are chosen wider, and more
// of them are near its first screen than near a phone's, where the layout stacks. A Nepali page shows
// the English one's pictures with other words and the Devanagari font, the same on every Nepali page:
// one Nepali route of each shape. A phone's view differs by template (what its layout puts first), not
// by the content a page is fed: one English route of each shape, and the Nepali home.
const SHAPES = oneRoutePerShape(PAGE_ROUTES)
const VISITS = [
  ...PAGE_ROUTES.filter((route) => localeOfPath(route) === "en" || SHAPES.includes(route)).map((route) => ({ route, viewport: DESKTOP })),
  ...SHAPES.filter((route) => localeOfPath(route) === "en" || route === localizedPath("/", "ne")).map((route) => ({ route, viewport: PHONE })),
]
// Pages load side by side to keep the walk short; each in its own context, so no cache is shared.
const PARALLEL = 3

// A message of nepali-date-converter's own, found only in the chunk that carries its month tables.
const BS_CONVERTER_MARK = "Invalid date format"
// An export of react-dom/server, found only in the chunk of gatsby-plugin-image's client renderer.
const SERVER_RENDERER_MARK = "renderToStaticMarkup"

useBrowser()

const server = useNginx()

interface Transfer {
  url: string
  bytes: number
}

async function bodyBytes(request: Request): Promise<Transfer> {
  const sizes = await request.sizes()
  return { url: request.url(), bytes: sizes.responseBodySize }
}

interface FirstVisit {
  /** Every response body the visit received until the network was idle. */
  transfers: Transfer[]
  /** What the Content-Security-Policy refused, and what is wrong with the page's own policy: nothing for a good page. */
  policyFaults: string[]
}

/** A fresh visit to the route: with an empty cache, until the network is idle, then its policy's strictness probed. */
async function firstVisit(route: string, viewport: { width: number; height: number }): Promise<FirstVisit> {
  // A first visit: the first-visit advert shows where it would.
  const opened = await openPage({ viewport, firstVisit: true, baseURL: server.url })
  const { page, context, close } = opened
  const policy = await watchPolicy(opened)
  const transfers: Promise<Transfer>[] = []
  const count = (request: Request) => transfers.push(bodyBytes(request))
  context.on("requestfinished", count)
  const network = followRequests(context)
  try {
    const response = await page.goto(route, { waitUntil: "load" })
    await network.quiet()
    // A request finishing from here on is not counted: its sizes could be asked for only after the
    // page is closed, which rejects outside any test.
    context.off("requestfinished", count)
    const policyFaults: string[] = []
    // The header holds the whole policy: scripts from the site's own files only.
    if (!/(^|; )script-src 'self'/.test(response?.headers()["content-security-policy"] ?? "")) policyFaults.push("the header allows no script of the site")
    await assertStrictPagePolicy(page).catch((error: Error) => policyFaults.push(error.message))
    policyFaults.push(...(await policy.refusals()))
    const ran = await probe(page)
    if (ran.inlineRuns) policyFaults.push("a script the build did not write runs")
    if (ran.evalRuns) policyFaults.push("code from a string (eval) runs")
    return { transfers: await Promise.all(transfers), policyFaults }
  } finally {
    await close()
  }
}

function describeOverweight(route: string, viewport: string, transfers: Transfer[]): string {
  const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0)
  const largest = [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((transfer) => `    ${(transfer.bytes / 1024).toFixed(0)} KB ${new URL(transfer.url).pathname}`)
  return [`${route} at ${viewport}: ${(total / 1024).toFixed(0)} KB`, ...largest].join("\n")
}

describe("every route's first visit, through nginx", () => {
  it("has routes in both languages to check", () => {
    assert.ok(VISITS.some(({ route }) => route.startsWith("/ne/")) && VISITS.some(({ route }) => !route.startsWith("/ne/")))
  })

  it(`stays within ${BUDGET_BYTES / 1024} KB before scrolling, without the image plugin's client renderer, and within a strict Content-Security-Policy`, async () => {
    const overweight: string[] = []
    const policyFaults: string[] = []
    // The prebuilt pictures hydrate without gatsby-plugin-image's client renderer, and the first-visit
    // advert needs none (docs/behaviour.md#images): no first visit fetches it.
    const withRenderer: string[] = []
    let heaviest = { label: "", bytes: 0 }
    // Each lane takes the next visit as soon as its last one ends, so a slow page holds up no other.
    const queue = [...VISITS]
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, viewport } = next
        const { transfers, policyFaults: faults } = await firstVisit(route, viewport.size)
        policyFaults.push(...faults.map((fault) => `${route} (${viewport.name}): ${fault}`))
        const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0)
        // A page that loaded nothing was not measured at all.
        assert.ok(transfers.some((transfer) => new URL(transfer.url).pathname === route), `${route}: the page itself was not counted`)
        if (total > heaviest.bytes) heaviest = { label: `${route} (${viewport.name})`, bytes: total }
        if (total > BUDGET_BYTES) overweight.push(describeOverweight(route, viewport.name, transfers))
        const scripts = transfers.map((transfer) => new URL(transfer.url).pathname).filter((file) => file.endsWith(".js"))
        const renderer = scripts.filter((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes(SERVER_RENDERER_MARK))
        if (renderer.length > 0) withRenderer.push(`${route} (${viewport.name}): ${renderer.join(", ")}`)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, lane))
    assert.deepEqual(overweight, [], `over ${BUDGET_BYTES / 1024} KB before scrolling:\n${overweight.join("\n")}`)
    assert.deepEqual(withRenderer, [], "a first visit fetched gatsby-plugin-image's client renderer")
    assert.deepEqual(policyFaults, [], "the Content-Security-Policy")
    console.log(`heaviest first view: ${heaviest.label}, ${(heaviest.bytes / 1024).toFixed(0)} KB`)
  })
})

describe("gatsby-plugin-image's client renderer", () => {
  // Else the walk above could not see it fetched: the mark would find nothing anywhere.
  it("is still built, for the pictures the browser draws after a page reached through the router", () => {
    const scripts = fs.readdirSync(PUBLIC_DIR).filter((name) => name.endsWith(".js"))
    assert.ok(scripts.some((name) => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(SERVER_RENDERER_MARK)))
  })
})

describe("the script every page runs first", () => {
  // Every page, and the framed form page again inside /form/, evaluates the app chunk before anything
  // else: the Bikram Sambat conversion tables belong only to the pages that show or check BS dates.
  it("leaves out the Bikram Sambat conversion tables", () => {
    const chunkMap = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "chunk-map.json"), "utf8")) as Record<string, string[]>
    const scripts = fs.readdirSync(PUBLIC_DIR).filter((name) => name.endsWith(".js"))
    const withTables = scripts.filter((name) => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(BS_CONVERTER_MARK))
    assert.ok(withTables.length > 0, "no built script carries the converter: the mark no longer finds it")
    for (const file of chunkMap.app ?? []) {
      assert.ok(!withTables.includes(file.replace(/^\//, "")), `${file} carries the Bikram Sambat tables`)
    }
  })
})
