// Alerts at the top of every page in Chromium, with the visitor's clock pinned inside an alert's
// time: shown above the navigation in a labelled region, dismissed for good (info and warning),
// never dismissible when critical, hidden once ended and shown once started, without a rebuild.
// The alerts are the tests' own (support/alert-fixture.ts): each page is served as the build writes it
// when data/alerts.json holds them.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import alertsJson from "../../data/alerts.json"
import { critical, dismissible, FIXTURE, inside, serveAlertFixture } from "../support/alert-fixture"
import { fill } from "../support/content"
import { BASE_URL, DESKTOP, PHONE, openPage as openPlainPage, useBrowser, visit, type OpenPageOptions } from "../support/harness"

useBrowser()

const alertsJsonText = JSON.stringify(alertsJson)

async function openPage(options: OpenPageOptions) {
  const opened = await openPlainPage(options)
  await serveAlertFixture(opened.context, options.baseURL ?? BASE_URL)
  return opened
}

describe("alerts", () => {
  it("are in the built pages only as data/alerts.json has them: none there, none on a page", () => {
    const html = fs.readFileSync(path.resolve(__dirname, "../../public/about/index.html"), "utf8")
    const ids = [...html.matchAll(/data-alert-id="([^"]+)"/g)].map((match) => match[1])
    const inData = (alertsJson.alerts as { id: string }[]).map((alert) => alert.id)
    assert.deepEqual(ids.filter((id) => !inData.includes(id!)), [])
    if (inData.length === 0) assert.equal(html.includes('id="site-alerts"'), false, alertsJsonText)
  })

  it("shows no alert region to a visitor outside every alert's time", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/about/")
    // The alerts are in the page, waiting for their time.
    assert.equal(await page.locator(`[data-alert-id="${dismissible.id}"]`).count(), 1)
    assert.equal(await page.getByRole("region", { name: fill(FIXTURE.regionLabel) }).count(), 0)
    await close()
  })

  it("shows an active alert above the navigation, dismissed for good with its button", async () => {
    const alert = dismissible
    const { page, context, errors, close } = await openPage({ viewport: PHONE })
    await context.clock.setFixedTime(inside(alert))
    await visit(page, "/about/")
    const region = page.getByRole("region", { name: fill(FIXTURE.regionLabel) })
    const item = region.locator(`[data-alert-id="${alert.id}"]`)
    await item.getByText(alert.message).waitFor()
    assert.equal(await item.getAttribute("role"), "status")
    const alertBox = (await item.boundingBox())!
    const navBox = (await page.getByRole("banner").boundingBox())!
    assert.ok(alertBox.y + alertBox.height <= navBox.y + 1, "the alert sits above the navigation")
    await item.getByRole("button", { name: fill(FIXTURE.dismissLabel) }).click()
    await item.waitFor({ state: "hidden" })
    await visit(page, "/")
    await page.locator("#main-content").waitFor()
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), false)
    assert.deepEqual(errors, [])
    await close()
  })

  it("announces a critical alert at once and offers no way to dismiss it", async () => {
    const alert = critical
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.setFixedTime(inside(alert))
    await context.addInitScript(
      ([key, id]) => window.localStorage.setItem(key!, JSON.stringify([id])),
      ["crest:dismissed-alerts", alert.id],
    )
    await visit(page, "/calendar/")
    const item = page.getByRole("alert").filter({ hasText: alert.message })
    await item.waitFor()
    assert.equal(await item.getByRole("button").count(), 0)
    await close()
  })

  it("hides an alert once it ends and shows one once it starts, on a page left open", async () => {
    const alert = dismissible
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.install({ time: new Date(Date.parse(alert.starts) - 30_000) })
    // A page React runs: a light page decides its alerts at load only (docs/behaviour.md#light-pages).
    await visit(page, "/search/")
    const item = page.locator(`[data-alert-id="${alert.id}"]`)
    assert.equal(await item.isVisible(), false)
    await page.clock.runFor(90_000)
    await item.waitFor({ state: "visible" })
    await page.clock.fastForward(Date.parse(alert.ends) - Date.parse(alert.starts))
    await page.clock.runFor(60_000)
    await item.waitFor({ state: "hidden" })
    await close()
  })

  it("decides on first paint, before any script of the app runs: shown in its time, hidden once dismissed", async () => {
    const alert = dismissible
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.setFixedTime(inside(alert))
    // Every script but the alerts' head script (src/browser/blocking/alerts.ts): the page's own, its chunks.
    await context.route(
      (url) => url.pathname.endsWith(".js") && !/^\/scripts\/alerts-[A-Z0-9]+\.js$/.test(url.pathname),
      (route) => route.abort(),
    )
    await page.goto("/")
    // The HTML was built before the alert's time, so only the head script can have shown it.
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), true)
    await page.evaluate((id) => window.localStorage.setItem("crest:dismissed-alerts", JSON.stringify([id])), alert.id)
    await page.goto("/about/")
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), false)
    await close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no accessibility violations with the alerts shown at ${viewport.width} px`, async () => {
      const { page, context, close } = await openPage({ viewport })
      await context.clock.setFixedTime(inside(dismissible))
      await visit(page, "/")
      await page.getByRole("region", { name: fill(FIXTURE.regionLabel) }).waitFor()
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
      assert.deepEqual(results.violations.map((violation) => violation.id), [])
      await close()
    })
  }
})
