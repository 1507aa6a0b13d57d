// A family books a visit on the school's server (a fresh data folder, e2e/run.ts), in
// each language: chooses a time, fills the form, sees the reference, cancels with its own link, and
// finds the link refused the second time. On a phone the open times come the soonest first, then a
// week at a time, without pushing the page about as they arrive. Without the server, or without
// JavaScript, the page keeps the weekly hours and the office's phone. The rules (capacity,
// validation, concurrency) are the Jest suites' (__tests__/server).
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import visits from "../../data/visits.json"
import nepaliVisits from "../../data/ne/visits.json"
import site from "../../data/site.json"
import { directionsUrl } from "../../src/lib/visits/directions"
import { SOONEST, slotsByWeek } from "../../src/lib/visits/groups"
import { DESKTOP, PHONE, STATIC_URL, hasHorizontalScroll, layoutShift, openPage, recordLayoutShift, useBrowser, visit } from "../support/harness"

useBrowser()

const REFERENCE = new RegExp(`^${visits.referencePrefix}-\\d{4}-\\d{4}$`)

const LANGUAGES = [
  { path: "/visit/", texts: visits, viewport: PHONE, people: "2", phone: "9841234567", name: "Sita Gurung" },
  // Devanagari digits, as a Nepali keyboard types them.
  { path: "/ne/visit/", texts: { ...visits, ...nepaliVisits, form: { ...visits.form, ...nepaliVisits.form }, cancel: { ...visits.cancel, ...nepaliVisits.cancel }, confirmation: { ...visits.confirmation, ...nepaliVisits.confirmation } }, viewport: DESKTOP, people: "३", phone: "९८४१२३४५६७", name: "सीता गुरुङ" },
] as const

describe("booking a visit", () => {
  for (const { path, texts, viewport, people, phone, name } of LANGUAGES) {
    it(`${path}: books a time, confirms it with a reference, and cancels it once (${viewport.width} px)`, async () => {
      const { page, errors, close } = await openPage({ viewport })
      await visit(page, path)
      const choose = page.getByRole("button", { name: new RegExp(`^${texts.chooseLabel}`) }).first()
      // The first call opens (and migrates) the embedded database: slow on a busy 2-core machine.
      await choose.waitFor({ timeout: 120_000 })
      await choose.click()
      await page.getByLabel(texts.form.nameLabel).fill(name)
      await page.getByLabel(texts.form.peopleLabel).fill(people)
      await page.getByLabel(texts.form.interestLabel).selectOption(visits.interests[0]!.value)
      await page.getByLabel(texts.form.phoneLabel).fill(phone)
      await page.getByRole("button", { name: texts.form.submitLabel }).click()

      const reference = page.getByTestId("visit-reference")
      await reference.waitFor({ timeout: 60_000 })
      assert.match((await reference.textContent()) ?? "", REFERENCE)
      assert.equal(await page.getByRole("link", { name: texts.mapLink.label }).getAttribute("href"), directionsUrl())
      assert.equal(await page.getByRole("link", { name: texts.confirmation.calendarLabel }).count(), 1)
      assert.equal(await hasHorizontalScroll(page), false)

      await page.getByRole("link", { name: texts.confirmation.cancelLabel }).click()
      await page.getByRole("button", { name: texts.cancel.confirmLabel }).click()
      await page.getByText(texts.cancel.done).waitFor()
      // The link is good once.
      await page.reload()
      await page.getByText(texts.cancel.gone.replace("{phone}", site.phones[0]!)).waitFor()
      assert.deepEqual(errors, [])
      await close()
    })
  }

  it("on a phone, shows the next open times first, then one week at a time, every open time a page away", async () => {
    const { page, context, errors, close } = await openPage({ viewport: PHONE })
    await recordLayoutShift(context)
    await visit(page, "/visit/")
    const choose = page.getByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) })
    await choose.first().waitFor({ timeout: 120_000 })
    // The list arriving from the server pushes nothing the visitor sees (the site's bar for layout
    // shift is 0.02; this is the sum of every shift, never less than the score browsers report).
    const shift = await layoutShift(page)
    assert.ok(shift < 0.02, `the page shifted by ${shift.toFixed(3)} while the open times arrived`)
    const slots = ((await (await page.request.get("/api/visits/slots")).json()) as { slots: { id: string; day: string }[] }).slots
    const weeks = slotsByWeek(slots)
    // Never more than the soonest times and one week of the weekly pattern at once.
    assert.ok((await choose.count()) <= SOONEST + visits.weekly.length, `${await choose.count()} times shown at once`)
    assert.equal(await page.getByRole("heading", { name: visits.soonestTitle }).count(), weeks.length > 1 ? 1 : 0)
    // The list as drawn from live availability (the route-by-route axe test may look before it comes).
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
    assert.deepEqual(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), [])
    const week = page.locator("section[aria-labelledby='visit-week']")
    const seen = new Set<string>()
    for (let index = 0; index < weeks.length; index += 1) {
      if (index > 0) {
        await page.getByRole("button", { name: visits.nextWeek, exact: true }).click()
        // The new week's heading takes the focus, so a reader starts at its top.
        assert.equal(await page.evaluate(() => document.activeElement?.id), "visit-week")
      }
      const names = await week.getByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")))
      assert.equal(names.length, weeks[index]!.days.flat().length)
      for (const name of names) seen.add(name ?? "")
      assert.equal(await hasHorizontalScroll(page), false)
    }
    // Paging loses no time: every open time has had its button.
    assert.equal(seen.size, slots.length)
    assert.deepEqual(errors, [])
    await close()
  })

  it("without JavaScript, shows the weekly hours, the office's phone and that booking online is unavailable", async () => {
    const { page, close } = await openPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto("/visit/")
    // What a reader sees (Playwright's text locators skip what is inside a <noscript>).
    const shown = await page.locator("main").innerText()
    assert.ok(shown.includes(visits.offline.replace("{phone}", site.phones[0]!)), shown)
    assert.equal(shown.includes(visits.loading), false)
    assert.equal(await page.getByRole("heading", { name: visits.scheduleTitle }).isVisible(), true)
    await close()
  })

  it("without the server, shows the weekly hours, the office's phone and that booking online is unavailable", async () => {
    const { page, close } = await openPage({ baseURL: STATIC_URL, viewport: PHONE })
    await visit(page, "/visit/")
    await page.getByText(visits.offline.replace("{phone}", site.phones[0]!)).waitFor()
    assert.equal(await page.getByRole("heading", { name: visits.scheduleTitle }).count(), 1)
    assert.equal(await page.getByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) }).count(), 0)
    await close()
  })
})
