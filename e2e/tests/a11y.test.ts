// axe-core (WCAG 2.1 A and AA, plus best practices such as heading order) on one page of each shape at
// phone and desktop widths, and with each overlay open: a regression fails npm test. At a phone's width
// every page reflows (WCAG 1.4.10): nothing is wider than the screen.
import assert from "node:assert/strict"
import { after, describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { DESKTOP, hasHorizontalScroll, PHONE, openPage, type TestPage, useBrowser, visit } from "../support/harness"
import { site } from "../support/content"
import { NOT_FOUND_ROUTE, PAGE_ROUTES, oneRoutePerShape } from "../support/routes"
import { localeOfPath, localizedPath } from "../../src/lib/i18n/locales"

useBrowser()

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

/** Violations in the whole document. */
async function violations(page: Page): Promise<string[]> {
  // Axe's default mode finishes every run in a new blank tab of the context, which cost a second or more
  // a page; the site frames only pages of its own origin, which the one-tab ("legacy") mode reaches.
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true)
  const results = await builder.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  )
}

// One tab per width, going from page to page as a visitor's does: its cache spares every page the
// download and compilation of the scripts the last one had, which a tab of its own per page repeated
// (a second or more a page, for nothing axe looks at).
const tabs = new Map<number, Promise<TestPage>>()
function tabAt(viewport: { width: number; height: number }): Promise<TestPage> {
  if (!tabs.has(viewport.width)) tabs.set(viewport.width, openPage({ viewport }))
  return tabs.get(viewport.width)!
}
after(async () => {
  for (const tab of tabs.values()) await (await tab).close()
})

describe("accessibility (axe)", () => {
  // Every page at a phone's width, where the layout is tightest; at a desktop's width one page of each
  // shape in English, since the wider layout changes with the template, not with the content a page is
  // fed, and the Nepali home (a language changes the words, which every page showed at a phone's width).
  const desktopRoutes = new Set([...oneRoutePerShape(PAGE_ROUTES).filter((route) => localeOfPath(route) === "en"), localizedPath("/", "ne")])
  // Axe judges a page's frame and template: its colours, landmarks, names and roles, the same on every
  // page made from one template under a common parent (notices, calendar months, faculties) and in both
  // languages. So it runs on the pages above, at both widths; what the content puts in the others (its
  // headings' order, a picture's text, a link's name, a table's or a list's structure) is checked in
  // every built page by npm run check:html (html-validate's accessibility rules). What only a browser can
  // tell of a page (nothing wider than the screen, one h1, the skip link first) is looked at on every page.
  const axeRoutes = new Set([...desktopRoutes, NOT_FOUND_ROUTE])
  for (const route of [...PAGE_ROUTES, NOT_FOUND_ROUTE]) {
    for (const viewport of route === NOT_FOUND_ROUTE || desktopRoutes.has(route) ? [PHONE, DESKTOP] : [PHONE]) {
      const judged = axeRoutes.has(route) ? "no violations, " : ""
      const reflow = viewport === PHONE ? ", nothing wider than the screen" : ""
      it(`${route} at ${viewport.width} px has ${judged}one h1${reflow} and a skip link where it has the site's layout`, async () => {
        const { page } = await tabAt(viewport)
        await visit(page, route)
        if (axeRoutes.has(route)) assert.deepEqual(await violations(page), [])
        if (viewport === PHONE) assert.equal(await hasHorizontalScroll(page), false, "wider than the screen")
        assert.equal(await page.locator("h1").count(), 1)
        // Pages in the site's layout start with the skip link; a bare page (the form opened on its own)
        // starts with its single link back to the site instead.
        if ((await page.getByRole("button", { name: site.navigation.menuLabel }).count()) > 0) {
          await page.keyboard.press("Tab")
          const focused = page.locator(":focus")
          assert.equal(await focused.textContent(), site.navigation.skipToContent)
          assert.equal(await focused.isVisible(), true)
        }
      })
    }
  }

  it("has no violations with the drawer open", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/")
    await page.getByRole("button", { name: site.navigation.menuLabel }).click()
    await page.getByRole("dialog").waitFor()
    await page.getByRole("dialog").getByRole("button", { name: site.navigation.formMenu.label }).click()
    assert.deepEqual(await violations(page), [])
    await close()
  })

  it("has no violations with the Form dropdown open", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: site.navigation.formMenu.label }).click()
    assert.deepEqual(await violations(page), [])
    await close()
  })

  it("has no violations with the first-visit popup open", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, close } = await openPage({ viewport, firstVisit: true })
      await visit(page, "/")
      await page.getByRole("dialog", { name: site.popup.title }).waitFor()
      assert.deepEqual(await violations(page), [])
      await close()
    }
  })

  it("shows a visible focus indicator on every focusable element of the bar", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/")
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab")
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element)
        return `${style.outlineStyle} ${style.outlineWidth}`
      })
      assert.match(outline, /^solid [1-9]/, `focus step ${step + 1} has outline ${outline}`)
    }
    await close()
  })
})
