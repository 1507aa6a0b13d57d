// The site in Firefox too, at a phone's width: one page of each shape, and Nepali pages (what differs
// between engines follows from a page's template; every page's content is held to the screen's width in
// Chromium by a11y.test.ts), with no console error or uncaught exception, nothing wider than the screen,
// and the menu drawer opens and closes. The other browser tests run in Chromium.
import assert from "node:assert/strict"
import { after, before, describe, it } from "node:test"
import type { Browser, Page } from "puppeteer-core"
import { LOCALES, localeOfPath, localizedPath } from "../../src/lib/i18n/locales"
import { BASE_URL, FIRST_VISIT_KEY, PHONE } from "../support/harness"
import { launchFirefox } from "../support/firefox"
import { NOT_FOUND_ROUTE, oneRoutePerShape, PAGE_ROUTES } from "../support/routes"

let browser: Browser
let page: Page
/** What the current route has reported so far. */
let problems: string[] = []

before(async () => {
  browser = await launchFirefox(PHONE)
  page = await browser.newPage()
  // The first-visit advert would cover the pages; other tests look at it. The tab keeps the flag.
  await visit("/")
  await page.evaluate((key) => sessionStorage.setItem(key, "true"), FIRST_VISIT_KEY)
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`exception: ${error instanceof Error ? error.message : String(error)}`))
})

after(async () => {
  await browser?.close()
})

async function visit(route: string): Promise<void> {
  await page.goto(BASE_URL + route, { waitUntil: "load" })
  await page.waitForSelector("html[data-hydrated]")
  // Until the page's own late loads are done (gatsby-plugin-image fetches a chunk after hydrating):
  // leaving earlier, Firefox reports the cancelled chunk as the page's error, and a visitor never
  // leaves that fast.
  await page.waitForNetworkIdle({ idleTime: 250 })
}

/** The route's console errors and exceptions, and its overflow: nothing for a good page. */
async function check(route: string): Promise<string[]> {
  problems = []
  await visit(route)
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  const found = [...problems]
  if (scrollWidth > innerWidth) found.push(`${scrollWidth} px wide on a ${innerWidth} px screen`)
  return found.map((problem) => `${route}: ${problem}`)
}

describe("Firefox", () => {
  // A Nepali page is its English twin's template with other words: the Nepali home and not-found page
  // show Firefox the bar, the drawer's button and the footer in Devanagari.
  const routes = [
    ...oneRoutePerShape(PAGE_ROUTES).filter((route) => localeOfPath(route) === "en"),
    ...LOCALES.flatMap((locale) => (locale === "en" ? [NOT_FOUND_ROUTE] : [localizedPath("/", locale), localizedPath(NOT_FOUND_ROUTE, locale)])),
  ]
  it(`shows a page of each shape (${routes.length}) at ${PHONE.width} px without errors or sideways scrolling`, async () => {
    const found: string[] = []
    for (const route of routes) found.push(...(await check(route)))
    assert.deepEqual(found, [])
  })

  for (const locale of LOCALES) {
    it(`opens and closes the menu drawer (${locale})`, async () => {
      problems = []
      await visit(localizedPath("/", locale))
      const menuButton = 'header button[aria-haspopup="dialog"]'
      const drawer = '[role="dialog"][aria-modal="true"]'
      await page.click(menuButton)
      await page.waitForSelector(drawer, { visible: true })
      const opened = await page.evaluate(
        (menu, dialog) => ({
          expanded: document.querySelector(menu)?.getAttribute("aria-expanded"),
          focusInside: document.querySelector(dialog)?.contains(document.activeElement) ?? false,
          locked: getComputedStyle(document.body).overflowY,
        }),
        menuButton,
        drawer,
      )
      assert.deepEqual(opened, { expanded: "true", focusInside: true, locked: "hidden" })
      await page.keyboard.press("Escape")
      await page.waitForSelector(drawer, { hidden: true })
      const closed = await page.evaluate(
        (menu) => ({
          expanded: document.querySelector(menu)?.getAttribute("aria-expanded"),
          focusOnButton: document.activeElement === document.querySelector(menu),
          locked: getComputedStyle(document.body).overflowY,
        }),
        menuButton,
      )
      assert.deepEqual(closed, { expanded: "false", focusOnButton: true, locked: "visible" })
      // And once more with its close button.
      await page.click(menuButton)
      await page.waitForSelector(`${drawer} button[aria-label]`, { visible: true })
      // The panel slides in; its button can be clicked once it stands still.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"))
      await page.click(`${drawer} button[aria-label]`)
      await page.waitForSelector(drawer, { hidden: true })
      assert.deepEqual(problems, [])
    })
  }
})
