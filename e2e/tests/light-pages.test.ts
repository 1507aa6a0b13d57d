// The light pages (docs/behaviour.md#light-pages), listed in src/lib/routes/light-pages.ts with their
// Nepali twins or made by a light template, are served without Gatsby's runtime. Every one's HTML names
// none of its scripts, only the page's own small one. In a browser, a page of each kind (the framing
// /form/, whose framed form is a light page too; /results/ with its lookup; a photo album with its
// viewer; a page with nothing of its own): its own document runs none of Gatsby's scripts, and the
// site's frame (menu, Form dropdown, search, language switch, alerts) works on a phone. The results
// lookup itself: e2e/tests/results.test.ts; the photo viewer: e2e/tests/gallery.test.ts.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { Page } from "playwright-core"
import type formJson from "../../data/form.json"
import type galleryJson from "../../data/gallery.json"
import type resultsJson from "../../data/results.json"
import type staffJson from "../../data/staff.json"
import admission from "../../data/admission-form.json"
import { isLightPagePath, lightPageAt, LIGHT_PAGES, LIGHT_TEMPLATES } from "../../src/lib/routes/light-pages"
import { albumPath } from "../../src/lib/gallery/paths"
import { localeOfPath, localizedPath, LOCALES, type Locale } from "../../src/lib/i18n/locales"
import { LIGHT_SCRIPT_ATTRIBUTE } from "../../src/node/pages/light-pages"
import { NEPALI_ADMISSION } from "../support/admission-answers"
import { dismissible, FIXTURE, inside, serveAlertFixture } from "../support/alert-fixture"
import { dataIn, fill, fillIn, site } from "../support/content"
import { BASE_URL, DESKTOP, PHONE, animationsDone, openPage, reload, useBrowser, visit } from "../support/harness"
import { lightTemplateRoutes, PAGE_ROUTES } from "../support/routes"

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
  // Nothing of its own: the site's frame is all its script drives.
  "/staff/": {
    title: (locale) => dataIn<typeof staffJson>("staff.json", locale).title,
    ready: (page, locale) => page.getByRole("heading", { level: 1, name: fillIn(locale)(dataIn<typeof staffJson>("staff.json", locale).heading) }).waitFor(),
  },
}

const ROUTES = Object.keys(PAGES).flatMap((path) => LOCALES.map((locale) => ({ locale, path, route: localizedPath(path, locale) })))

/** Gatsby's runtime, any of it: a script file, the chunk map, the page's address, the entry-script loader. */
const GATSBY_RUNTIME = /<script\b[^>]*\ssrc=|___chunkMapping|window\.pagePath|data-entry-scripts/

/** The site's navigation words on a page of that language. */
function navigationIn(locale: Locale) {
  const words = dataIn<typeof site>("site.json", locale)
  return { fill: fillIn(locale), navigation: words.navigation }
}

/** What the page's own document asked for and runs: its scripts, and what of Gatsby's runtime it has. */
async function ownDocument(page: Page, scripts: string[]) {
  return {
    scripts,
    runtime: await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("___"))),
    inlineScripts: await page.locator("script:not([type]), script[type='module']").evaluateAll((elements) =>
      elements.map((element) => (element.hasAttribute("data-light-page") ? "own" : element.textContent!.slice(0, 40))),
    ),
  }
}

describe("a light page", () => {
  it("is each of the list, built in both languages without Gatsby's runtime and with its own script", async () => {
    // The 404 pages are no route of the site's (every address without a page is answered with them).
    const notFoundPages = LOCALES.flatMap((locale) => ["/404.html", "/404/"].map((path) => localizedPath(path, locale)))
    const listedRoutes = [...PAGE_ROUTES, ...notFoundPages].filter(isLightPagePath)
    for (const listed of LIGHT_PAGES) {
      for (const locale of LOCALES) {
        assert.ok(listedRoutes.some((route) => lightPageAt(route) === listed && localeOfPath(route) === locale), `${listed.path} in ${locale}`)
      }
    }
    // Every light template made pages in both languages, and each of them is light too.
    const templateRoutes = lightTemplateRoutes()
    for (const template of Object.keys(LIGHT_TEMPLATES)) {
      for (const locale of LOCALES) {
        assert.ok(templateRoutes.some((page) => page.template === template && localeOfPath(page.route) === locale), `${template} in ${locale}`)
      }
    }
    const inFile = (route: string) => lightPageAt(route)?.file ?? LIGHT_TEMPLATES[templateRoutes.find((page) => page.route === route)?.template ?? ""]?.file ?? false
    for (const route of [...listedRoutes, ...templateRoutes.map((page) => page.route)]) {
      const html = await (await fetch(`${BASE_URL}${route}`)).text()
      const own = html.match(new RegExp(`<script ${LIGHT_SCRIPT_ATTRIBUTE}=""[^>]*>`, "g")) ?? []
      assert.equal(own.length, 1, route)
      // A script the list puts in a file of its own is the one file the page names.
      assert.equal(/\ssrc="\/light-[0-9a-f]+\.js"/.test(own[0]!), inFile(route), route)
      assert.doesNotMatch(html.replace(own[0]!, ""), GATSBY_RUNTIME, route)
    }
    for (const path of Object.keys(PAGES)) assert.ok(lightPageAt(path), `${path} is visited here as a light page`)
  })

  for (const { locale, path, route } of ROUTES) {
    it(`${route}: its document runs none of Gatsby's scripts${path === "/form/" ? ", nor does the framed form" : ""}`, async () => {
      const { page, errors, close } = await openPage({ viewport: PHONE })
      const scripts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(`${request.frame() === page.mainFrame() ? "page" : "frame"} ${new URL(request.url()).pathname}`)
      })
      await visit(page, route)
      await PAGES[path]!.ready(page, locale)
      await page.waitForLoadState("networkidle")
      const own = await ownDocument(page, scripts.filter((script) => script.startsWith("page ")))
      assert.deepEqual(own.scripts, [], "script files the page's own document asked for")
      assert.deepEqual(own.runtime, [], "Gatsby's globals in the page's own document")
      // Its one script, and the picture plugin's two that fade the logo in.
      assert.equal(own.inlineScripts.filter((script) => script === "own").length, 1)
      // The framed form is a light page too: its one script, in a file of its own, draws the form with Preact.
      const files = scripts.filter((script) => !/^frame \/light-[0-9a-f]+\.js$/.test(script))
      assert.deepEqual(files, [], "script files anywhere in the page but the framed form's own")
      for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
        assert.deepEqual(await frame.evaluate(() => Object.keys(window).filter((key) => key.startsWith("___"))), [], `Gatsby's globals in ${frame.url()}`)
      }
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
      // It slides in from the frame after it shows (src/light/drawer.ts): on a busy machine that frame can
      // come after the drawer is found, so the slide has to have begun before waiting for its end.
      await page.locator('[data-static-drawer][data-visible="true"]').waitFor({ state: "attached" })
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

  it("dismisses an alert for good without React", async () => {
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

  it("is drawn by React, with the interactive menu, when reached through the router", async () => {
    const { navigation } = navigationIn("en")
    const { page, close } = await openPage({ viewport: PHONE })
    // From a page that runs React (Home is a light page too).
    await visit(page, "/search/")
    await page.getByRole("contentinfo").getByRole("link", { name: site.footer.admissions.label, exact: true }).click()
    await page.waitForURL(`${BASE_URL}/form/`)
    // Still the search page's runtime: no static drawer was written for React's page.
    assert.equal(await page.locator("[data-static-drawer]").count(), 0)
    await page.getByRole("button", { name: navigation.menuLabel }).click()
    await page.getByRole("dialog", { name: navigation.drawerTitle }).waitFor()
    await page.frameLocator("iframe").getByRole("heading", { level: 1, name: fill(admission.heading) }).waitFor()
    await close()
  })
})
