// Every page is a prebuilt document (docs/behaviour.md#light-pages): by one rule, every built page in
// both languages names none of Gatsby's runtime and one script of the site's own, a module from the
// build's one esbuild pass. In a browser, a page of each kind (the framing /form/, whose framed form
// is an island; /results/ with its lookup; a photo album with its viewer; a page with nothing of its
// own; the search page, an island): its document runs none of Gatsby's scripts, only files under
// /scripts/, and the site's frame (menu, Form dropdown, search, language switch, alerts) works on a
// phone. The results lookup itself: e2e/tests/results.test.ts; the photo viewer: e2e/tests/gallery.test.ts.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { Frame, Page } from "playwright-core"
import type formJson from "../../data/form.json"
import type galleryJson from "../../data/gallery.json"
import type resultsJson from "../../data/results.json"
import type staffJson from "../../data/staff.json"
import admission from "../../data/admission-form.json"
import { albumPath } from "../../src/lib/gallery/paths"
import { localizedPath, LOCALES, type Locale } from "../../src/lib/i18n/locales"
import { PAGE_SCRIPT_ATTRIBUTE } from "../../src/node/pages/page-runtime"
import type searchJson from "../../data/search.json"
import { NEPALI_ADMISSION } from "../support/admission-answers"
import { dismissible, FIXTURE, inside, serveAlertFixture } from "../support/alert-fixture"
import { dataIn, fill, fillIn, type site } from "../support/content"
import { BASE_URL, DESKTOP, PHONE, animationsDone, openPage, reload, useBrowser, visit } from "../support/harness"
import { PAGE_ROUTES } from "../support/routes"

useBrowser()

const albumIn = (locale: Locale) => dataIn<typeof galleryJson>("gallery.json", locale).albums[0]!
const firstAlbum = albumIn("en")

/** A page of each kind, visited in a browser: its title, and what shows once its own part is ready. */
const PAGES: Record<string, { title: (locale: Locale) => string; ready: (page: Page, locale: Locale) => Promise<void> }> = {
  "/form/": {
    title: (locale) => dataIn<typeof formJson>("form.json", locale).title,
    ready: (page, locale) =>
      page
        .frameLocator("iframe")
        .getByRole("heading", { level: 1, name: fillIn(locale)((locale === "ne" ? NEPALI_ADMISSION : admission).heading) })
        .waitFor(),
  },
  "/results/": {
    title: (locale) => dataIn<typeof resultsJson>("results.json", locale).title,
    ready: (page, locale) => page.getByRole("combobox", { name: fillIn(locale)(dataIn<typeof resultsJson>("results.json", locale).form.exam) }).waitFor(),
  },
  // A photo album, with its viewer (e2e/tests/gallery.test.ts drives it).
  [albumPath(firstAlbum.slug)]: {
    title: (locale) => albumIn(locale).title,
    ready: (page, locale) => page.getByRole("heading", { level: 1, name: fillIn(locale)(albumIn(locale).title) }).waitFor(),
  },
  // An island: the search, hydrated with Preact.
  "/search/": {
    title: (locale) => dataIn<typeof searchJson>("search.json", locale).title,
    ready: (page, locale) => page.getByRole("searchbox", { name: fillIn(locale)(dataIn<typeof searchJson>("search.json", locale).label) }).first().waitFor(),
  },
  // Nothing of its own: the site's frame is all its script drives.
  "/staff/": {
    title: (locale) => dataIn<typeof staffJson>("staff.json", locale).title,
    ready: (page, locale) => page.getByRole("heading", { level: 1, name: fillIn(locale)(dataIn<typeof staffJson>("staff.json", locale).heading) }).waitFor(),
  },
}

const ROUTES = Object.keys(PAGES).flatMap((path) => LOCALES.map((locale) => ({ locale, path, route: localizedPath(path, locale) })))

/** Gatsby's runtime, any of it: a script file but the site's own, the chunk map, the page's address. */
const GATSBY_RUNTIME = /<script\b(?![^>]*\bdata-(page|blocking)-script)[^>]*\ssrc=|___chunkMapping|window\.pagePath|\/page-data\//
const PAGE_SCRIPT = new RegExp(`<script ${PAGE_SCRIPT_ATTRIBUTE}="" type="module" src="/scripts/main-[A-Z0-9]+\\.js"></script>`, "g")

/** The site's navigation words on a page of that language. */
function navigationIn(locale: Locale) {
  const words = dataIn<typeof site>("site.json", locale)
  return { fill: fillIn(locale), navigation: words.navigation }
}

/** Gatsby's globals in a document. */
const gatsbyGlobals = (page: Page | Frame) => page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("___")))

describe("every page", () => {
  it("is built, in both languages, without Gatsby's runtime and with the site's one module script", async () => {
    // The 404 pages are no route of the site's (every address without a page is answered with them).
    const notFoundPages = LOCALES.flatMap((locale) => ["/404.html", "/404/"].map((path) => localizedPath(path, locale)))
    const routes = [...PAGE_ROUTES, ...notFoundPages]
    assert.ok(routes.some((route) => route.startsWith("/ne/")))
    const names = new Set<string>()
    for (const route of routes) {
      const html = await (await fetch(`${BASE_URL}${route}`)).text()
      const own = html.match(PAGE_SCRIPT) ?? []
      assert.equal(own.length, 1, route)
      names.add(own[0]!)
      assert.doesNotMatch(html.replace(own[0]!, ""), GATSBY_RUNTIME, route)
    }
    // One rule: the same script on every page.
    assert.equal(names.size, 1)
  })

  for (const { locale, path, route } of ROUTES) {
    it(`${route}: its document runs none of Gatsby's scripts, only the site's${path === "/form/" ? ", nor does the framed form" : ""}`, async () => {
      const { page, errors, close } = await openPage({ viewport: PHONE })
      const scripts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(`${request.frame() === page.mainFrame() ? "page" : "frame"} ${new URL(request.url()).pathname}`)
      })
      await visit(page, route)
      await PAGES[path]!.ready(page, locale)
      await page.waitForLoadState("networkidle")
      assert.ok(scripts.some((script) => /^page \/scripts\/main-[A-Z0-9]+\.js$/.test(script)), "the page's script")
      assert.deepEqual(
        scripts.filter((script) => !/^(page|frame) \/scripts\/[\w-]+\.js$/.test(script)),
        [],
        "script files anywhere in the page but the site's own",
      )
      for (const frame of page.frames()) assert.deepEqual(await gatsbyGlobals(frame), [], `Gatsby's globals in ${frame.url()}`)
      assert.equal(await page.locator("script:not([src]):not([type='application/json']):not([type='application/ld+json'])").count(), 0, "inline scripts")
      // The head the page's Head export writes is there, as on every page.
      const title = await page.title()
      assert.ok(title.includes(fillIn(locale)(PAGES[path]!.title(locale))), title)
      assert.equal(await page.locator('link[rel="canonical"]').count(), 1)
      assert.equal(await page.locator('link[rel="alternate"][hreflang]').count(), 3)
      assert.deepEqual(errors, [])
      await close()
    })

    it(`${route}: the menu opens, works and closes on a 390 px phone`, async () => {
      const { fill: fillHere, navigation } = navigationIn(locale)
      const { page, errors, close } = await openPage({ viewport: PHONE })
      await visit(page, route)
      const menuButton = page.getByRole("button", { name: fillHere(navigation.menuLabel) })
      await menuButton.click()
      const drawer = page.getByRole("dialog", { name: fillHere(navigation.drawerTitle) })
      await drawer.waitFor()
      // It slides in from the frame after it shows (src/browser/frame/): on a busy machine that frame can
      // come after the drawer is found, so the slide has to have begun before waiting for its end.
      await page.locator('[data-drawer][data-visible="true"]').waitFor({ state: "attached" })
      await animationsDone(drawer)
      const box = (await drawer.boundingBox())!
      assert.equal(Math.round(box.x + box.width), PHONE.width, "slides in from the right")
      assert.equal(await drawer.evaluate((element) => element.contains(document.activeElement)), true)
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "hidden")
      for (const link of navigation.drawerLinks) {
        assert.equal(await drawer.getByRole("link", { name: fillHere(link.label) }).getAttribute("href"), `${localizedPath(fillHere(link.to), locale)}/`)
      }
      // Its Form dropdown: Escape closes the list first, then the drawer, and focus is back on Menu.
      const formToggle = drawer.getByRole("button", { name: fillHere(navigation.formMenu.label) })
      await formToggle.click()
      await drawer.getByRole("link", { name: fillHere(navigation.formMenu.items[1]!.label) }).waitFor()
      await page.keyboard.press("Escape")
      assert.equal(await formToggle.getAttribute("aria-expanded"), "false")
      await page.keyboard.press("Escape")
      await drawer.waitFor({ state: "hidden" })
      assert.equal(await menuButton.evaluate((element) => element === document.activeElement), true)
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), "visible")
      // The search field in the drawer opens the search page with the words, in the page's language.
      await menuButton.click()
      const search = drawer.getByRole("searchbox")
      await search.fill("fees")
      await search.press("Enter")
      await page.waitForURL(`${BASE_URL}${localizedPath("/search/", locale)}?q=fees`)
      assert.deepEqual(errors, [])
      await close()
    })
  }

  it("leads from the menu to another page with a full page load, and back through the language switch", async () => {
    const { page, close } = await openPage({ viewport: PHONE })
    await visit(page, "/form/")
    await page.getByRole("button", { name: fill(navigationIn("en").navigation.menuLabel) }).click()
    const about = navigationIn("en").navigation.about
    await page.getByRole("dialog").getByRole("link", { name: fill(about.label) }).click()
    await page.waitForURL(`${BASE_URL}${about.to}/`)
    await page.waitForSelector("html[data-hydrated]", { state: "attached" })
    await visit(page, "/form/")
    // The bar's; the drawer's own (for the narrowest phones) is in the closed drawer, out of sight.
    await page.getByRole("banner").locator("a[data-language-switch]").first().click()
    await page.waitForURL(`${BASE_URL}/ne/form/`)
    await page.frameLocator("iframe").locator("html[lang='ne']").waitFor()
    await close()
  })

  it("has a Form dropdown that opens and closes on the desktop, and a bar that shows its shadow once scrolled", async () => {
    const { navigation } = navigationIn("en")
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/form/")
    const bar = page.getByRole("banner")
    const toggle = bar.getByRole("button", { name: navigation.formMenu.label })
    await toggle.click()
    const college = bar.getByRole("link", { name: fill(navigation.formMenu.items[1]!.label) })
    assert.equal(await college.isVisible(), true)
    await page.getByRole("heading", { level: 1 }).click()
    assert.equal(await toggle.getAttribute("aria-expanded"), "false")
    assert.equal(await college.isVisible(), false)
    assert.equal(await bar.getAttribute("data-scrolled"), "false")
    await page.mouse.wheel(0, 600)
    await page.waitForSelector('header[data-scrolled="true"]')
    await close()
  })

  it("dismisses an alert for good", async () => {
    const alert = dismissible
    const { page, context, errors, close } = await openPage({ viewport: PHONE })
    await serveAlertFixture(context, BASE_URL)
    // The framed form page has no layout of the site's, so nothing to put alerts in: served as built.
    await context.route("**/school-form/", (route) => route.continue())
    await context.clock.setFixedTime(inside(alert))
    await visit(page, "/form/")
    const item = page.getByRole("region", { name: fill(FIXTURE.regionLabel) }).locator(`[data-alert-id="${alert.id}"]`)
    await item.getByText(alert.message).waitFor()
    await item.getByRole("button", { name: fill(FIXTURE.dismissLabel) }).click()
    await item.waitFor({ state: "hidden" })
    await reload(page)
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), false)
    assert.deepEqual(errors, [])
    await close()
  })
})
