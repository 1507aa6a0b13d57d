// `npm run bench:navigation`: the time from a click on a link to the next page's first paint, on a
// throttled phone (CPU 4x slower, a slow 4G network through the DevTools protocol), for links between
// several routes in both languages. Every move to another page is a page load, prefetched when the
// visitor points at the link (Speculation Rules from the page's header, or src/browser/prefetch.ts'
// fallback): each run loads the first page in a fresh browser context, points at the link for a moment
// as a visitor's finger or mouse does, clicks, and reads the next page's own performance entries. Prints
// the median of the runs for each link and overall, and how the next page arrived; asserts nothing.
// Against the running production server:
//   npm run build && npm run serve          (in another terminal: the site on http://localhost:9000)
//   npm run bench:navigation -- [--url http://localhost:9000] [--runs 3] [--dwell 400]
import { chromium, type BrowserContext } from "playwright-core"
import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/support/browser.ts"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales.ts"
import { numberOption } from "./options.ts"

const args = process.argv.slice(2)
const urlAt = args.indexOf("--url")
const base = (urlAt >= 0 ? args[urlAt + 1]! : (process.env.BENCH_URL ?? "http://localhost:9000")).replace(/\/$/, "")
const runs = numberOption("runs", 3)
/** How long the pointer rests on the link before the click, in ms. */
const dwell = numberOption("dwell", 400)

// Lighthouse's mobile settings: a mid-range phone's CPU, and its "slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up).
const CPU_SLOWDOWN = 4
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }

/** The links measured in each language: from a page to a page it links to. */
const LINKS: readonly (readonly [string, string])[] = [
  ["/", "/about/"],
  ["/about/", "/notices/"],
  ["/notices/", "/calendar/"],
  ["/calendar/", "/fees/"],
  ["/fees/", "/"],
]

/** The moment of the click, kept for the next page of the same tab (sessionStorage outlives the page). */
const CLICK_KEY = "bench:click-at"

interface Sample {
  /** From the click to the next page's first paint. */
  clickToPaint: number
  /** The next page's own first paint and first contentful paint, from its navigation's start. */
  firstPaint: number
  firstContentfulPaint: number
  /** How the next page's document arrived: "prefetch", "cache" or "network". */
  arrival: string
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => `${Math.round(value)} ms`

async function measure(context: BrowserContext, from: string, to: string): Promise<Sample> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", NETWORK)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await page.addInitScript((key) => {
    document.addEventListener("click", () => sessionStorage.setItem(key, String(performance.timeOrigin + performance.now())), { capture: true })
  }, CLICK_KEY)
  await page.goto(base + from, { waitUntil: "load" })
  // The page's scripts have started (src/browser/main.ts marks it), so its prefetch is listening.
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 }).catch(() => undefined)
  const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first()
  if ((await link.count()) === 0) throw new Error(`${from} has no visible link to ${to}`)
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  await page.waitForTimeout(dwell)
  await link.click()
  await page.waitForURL((url) => url.pathname === to)
  await page.waitForFunction(() => performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"), undefined, {
    timeout: 60_000,
  })
  const sample = await page.evaluate((key) => {
    const paints = Object.fromEntries(performance.getEntriesByType("paint").map((entry) => [entry.name, entry.startTime]))
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string }
    const clickedAt = Number(sessionStorage.getItem(key))
    const firstPaint = paints["first-paint"] ?? paints["first-contentful-paint"]!
    const arrival = navigation.deliveryType === "navigational-prefetch" ? "prefetch" : navigation.transferSize === 0 ? "cache" : "network"
    return {
      clickToPaint: performance.timeOrigin + firstPaint - clickedAt,
      firstPaint,
      firstContentfulPaint: paints["first-contentful-paint"]!,
      arrival,
    }
  }, CLICK_KEY)
  await page.close()
  return sample
}

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${base}/`, { method: "HEAD" })).ok
  } catch {
    return false
  }
}

if (!(await reachable())) {
  console.error(`Nothing answers at ${base}/. Build and start the production server first: npm run build && npm run serve`)
  process.exit(1)
}

const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
const all: number[] = []
try {
  const speculation = await (await browser.newPage()).evaluate(() => HTMLScriptElement.supports?.("speculationrules") === true)
  console.log(
    `Click -> next page's first paint, ${base}, phone ${PHONE.viewport.width}x${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}x, ` +
      `${NETWORK.latency} ms / ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbit/s, pointer on the link ${dwell} ms, ` +
      `median of ${runs}; this Chromium ${speculation ? "has" : "lacks"} Speculation Rules`,
  )
  for (const locale of LOCALES) {
    for (const [fromRoute, toRoute] of LINKS) {
      const from = localizedPath(fromRoute, locale)
      const to = localizedPath(toRoute, locale)
      const samples: Sample[] = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(PHONE)
        try {
          samples.push(await measure(context, from, to))
        } finally {
          await context.close()
        }
      }
      const clicks = samples.map((sample) => sample.clickToPaint)
      all.push(...clicks)
      const arrivals = [...new Set(samples.map((sample) => sample.arrival))].join("/")
      console.log(
        `  ${`${from} -> ${to}`.padEnd(34)} click -> first paint ${ms(median(clicks)).padStart(7)}` +
          `  (next page's own FP ${ms(median(samples.map((sample) => sample.firstPaint)))}, FCP ${ms(median(samples.map((sample) => sample.firstContentfulPaint)))}; ${arrivals})`,
      )
    }
  }
  console.log(`  all links: median click -> first paint ${ms(median(all))}`)
} finally {
  await browser.close()
}
