// What every browser test needs: the built site's address, one Chromium per test file, and pages that
// record console errors and failed requests so a test can assert there were none.
import { after, before } from "node:test"
import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core"
import { launchBrowser } from "./browser"
import { startNginx } from "./nginx"

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:9000"
export const STATIC_URL = process.env.E2E_STATIC_URL ?? BASE_URL
export const FIRST_VISIT_KEY = "crest:first-visit-ended"
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

let usesBrowser = false
let browser: Promise<Browser> | undefined

/**
 * The file's Chromium, launched by the first caller. A promise, not a value: Node's runner may start a
 * file's top-level before() hooks side by side, so a hook that opens a page can run while the launch in
 * useBrowser's hook is still under way.
 */
function fileBrowser(): Promise<Browser> {
  if (!usesBrowser) throw new Error("Call useBrowser() at the top of the test file.")
  browser ??= launchBrowser()
  return browser
}

/** Call once at the top of a test file: one browser for the file, closed at the end. */
export function useBrowser(): void {
  usesBrowser = true
  before(async () => {
    await fileBrowser()
  })
  after(async () => {
    await (await browser)?.close()
  })
}

/**
 * Call once at the top of a test file that needs the production server: nginx with
 * deploy/nginx/crest.conf serving public/ for the file's tests. Its address is known inside them.
 */
export function useNginx(): { readonly url: string } {
  let server: Awaited<ReturnType<typeof startNginx>> | undefined
  before(async () => {
    server = await startNginx()
  })
  after(async () => {
    await server?.close()
  })
  return {
    get url() {
      if (!server) throw new Error("nginx starts before the file's tests: read its address inside one.")
      return server.url
    },
  }
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number }
  /** A phone's browser: the page's viewport meta tag counts, and a page wider than the screen widens the layout. */
  isMobile?: boolean
  /** Leave the first-visit flag set so the advert shows; by default it is ended so it stays out of the way. */
  firstVisit?: boolean
  reducedMotion?: boolean
  baseURL?: string
  /** false to see the page as a browser without JavaScript does: the built HTML only. */
  javaScriptEnabled?: boolean
  /**
   * Leave the served Content-Security-Policy unenforced: for a page that talks to a stand-in on another
   * loopback port, which the policy rightly does not name (the policy itself is csp.test.ts's).
   */
  bypassCSP?: boolean
  /** The browser's time zone (an IANA name such as "America/New_York"); by default the machine's. */
  timezoneId?: string
}

export interface TestPage {
  page: Page
  context: BrowserContext
  /** Console errors, uncaught exceptions and failed same-origin requests seen so far. */
  errors: string[]
  close: () => Promise<void>
}

export async function openPage(options: OpenPageOptions = {}): Promise<TestPage> {
  const baseURL = options.baseURL ?? BASE_URL
  const context = await (await fileBrowser()).newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    isMobile: options.isMobile ?? false,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    bypassCSP: options.bypassCSP ?? false,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  })
  if (!options.firstVisit) {
    // Init scripts run in every frame too; an embedded player's frame may not touch storage.
    await context.addInitScript((key) => window === window.top && window.sessionStorage.setItem(key, "true"), FIRST_VISIT_KEY)
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on("console", (message) => {
    // A failed load is also seen, with its address, by the response listener below.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console: ${message.text()}`)
    }
  })
  page.on("pageerror", (error) => errors.push(`exception: ${error.message}`))
  page.on("response", (response) => {
    const url = response.url()
    if (url.startsWith(baseURL) && response.status() >= 400 && !isExpected404(response.request(), page)) {
      errors.push(`HTTP ${response.status()}: ${url}`)
    }
  })
  return { page, context, errors, close: () => context.close() }
}

// Visiting a missing page answers 404 on purpose, and so does Gatsby's look-up of that page's data;
// any other failure (an asset, a prefetched link) is a fault.
function isExpected404(request: Request, page: Page): boolean {
  if (request.isNavigationRequest()) return true
  const current = new URL(page.url()).pathname.replace(/\/$/, "")
  const requested = new URL(request.url()).pathname.replace(/\/$/, "")
  // Gatsby's loader also asks the server for the missing path itself, to tell a 404 from an outage.
  return requested === current || requested === `/page-data${current}/page-data.json`
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** Waits until CSS animations and transitions inside the element have finished. */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

/** Goes to a path and waits until React has hydrated it, so clicks are not lost on static HTML. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  return response
}

export async function reload(page: Page) {
  await page.reload()
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
}

/** Adds up, from the first paint, every layout shift a page's visitor did not cause; read with layoutShift(). */
export async function recordLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { layoutShift: number }
    record.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) record.layoutShift += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The sum recorded so far: never less than the layout-shift score browsers report (the site's bar is 0.02). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
