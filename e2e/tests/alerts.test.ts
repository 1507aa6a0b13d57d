// Alerts at the top of every page in Chromium, with the visitor's clock pinned inside an alert's
// time: shown above the navigation in a labelled region, dismissed for good (info and warning),
// never dismissible when critical, hidden once ended and shown once started, without a rebuild.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import alertsJson from "../../data/alerts.json"
import { fill } from "../support/content"
import { DESKTOP, PHONE, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Alert = (typeof alertsJson.alerts)[number]
// Only alerts that have not ended are in the build; the samples are set years ahead for these tests.
const upcoming = (alertsJson.alerts as Alert[]).filter((alert) => Date.parse(alert.ends) > Date.now())
const dismissible = upcoming.find((alert) => alert.severity !== "critical")
const critical = upcoming.find((alert) => alert.severity === "critical")
const inside = (alert: Alert) => new Date((Date.parse(alert.starts) + Date.parse(alert.ends)) / 2)
const skip = (alert: Alert | undefined) => (alert ? false : "data/alerts.json has no such alert that ends in the future")

describe("alerts", () => {
  it("shows no alert region to a visitor outside every alert's time", async () => {
    const { page, close } = await openPage({ viewport: DESKTOP })
    await visit(page, "/about/")
    assert.equal(await page.getByRole("region", { name: alertsJson.regionLabel }).count(), 0)
    await close()
  })

  it("shows an active alert above the navigation, dismissed for good with its button", { skip: skip(dismissible) }, async () => {
    const alert = dismissible!
    const { page, context, errors, close } = await openPage({ viewport: PHONE })
    await context.clock.setFixedTime(inside(alert))
    await visit(page, "/about/")
    const region = page.getByRole("region", { name: alertsJson.regionLabel })
    const item = region.locator(`[data-alert-id="${alert.id}"]`)
    await item.getByText(fill(alert.message)).waitFor()
    assert.equal(await item.getAttribute("role"), "status")
    const alertBox = (await item.boundingBox())!
    const navBox = (await page.getByRole("banner").boundingBox())!
    assert.ok(alertBox.y + alertBox.height <= navBox.y + 1, "the alert sits above the navigation")
    await item.getByRole("button", { name: alertsJson.dismissLabel }).click()
    await item.waitFor({ state: "hidden" })
    await visit(page, "/")
    await page.locator("#main-content").waitFor()
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), false)
    assert.deepEqual(errors, [])
    await close()
  })

  it("announces a critical alert at once and offers no way to dismiss it", { skip: skip(critical) }, async () => {
    const alert = critical!
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.setFixedTime(inside(alert))
    await context.addInitScript(
      ([key, id]) => window.localStorage.setItem(key!, JSON.stringify([id])),
      ["crest:dismissed-alerts", alert.id],
    )
    await visit(page, "/calendar/")
    const item = page.getByRole("alert").filter({ hasText: fill(alert.message) })
    await item.waitFor()
    assert.equal(await item.getByRole("button").count(), 0)
    await close()
  })

  it("hides an alert once it ends and shows one once it starts, on a page left open", { skip: skip(dismissible) }, async () => {
    const alert = dismissible!
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.install({ time: new Date(Date.parse(alert.starts) - 30_000) })
    await visit(page, "/lunch-menu/")
    const item = page.locator(`[data-alert-id="${alert.id}"]`)
    assert.equal(await item.isVisible(), false)
    await page.clock.runFor(90_000)
    await item.waitFor({ state: "visible" })
    await page.clock.fastForward(Date.parse(alert.ends) - Date.parse(alert.starts))
    await page.clock.runFor(60_000)
    await item.waitFor({ state: "hidden" })
    await close()
  })

  it("decides on first paint, before any script of the app runs: shown in its time, hidden once dismissed", { skip: skip(dismissible) }, async () => {
    const alert = dismissible!
    const { page, context, close } = await openPage({ viewport: DESKTOP })
    await context.clock.setFixedTime(inside(alert))
    await context.route("**/*.js", (route) => route.abort())
    await page.goto("/")
    // The HTML was built before the alert's time, so only the inline script can have shown it.
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), true)
    await page.evaluate((id) => window.localStorage.setItem("crest:dismissed-alerts", JSON.stringify([id])), alert.id)
    await page.goto("/about/")
    assert.equal(await page.locator(`[data-alert-id="${alert.id}"]`).isVisible(), false)
    await close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no accessibility violations with the alerts shown at ${viewport.width} px`, { skip: skip(dismissible ?? critical) }, async () => {
      const { page, context, close } = await openPage({ viewport })
      await context.clock.setFixedTime(inside((dismissible ?? critical)!))
      await visit(page, "/")
      await page.getByRole("region", { name: alertsJson.regionLabel }).waitFor()
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
      assert.deepEqual(results.violations.map((violation) => violation.id), [])
      await close()
    })
  }
})
