// A family books a visit under `gatsby serve` (the functions on a fresh data folder, e2e/run.ts), in
// each language: chooses a time, fills the form, sees the reference, cancels with its own link, and
// finds the link refused the second time. Without the server the page keeps the weekly hours and the
// office's phone. The rules (capacity, validation, concurrency) are the Jest suites' (__tests__/server).
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import visits from "../../data/visits.json"
import nepaliVisits from "../../data/ne/visits.json"
import site from "../../data/site.json"
import { DESKTOP, PHONE, STATIC_URL, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

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
      assert.equal(await page.getByRole("link", { name: texts.mapLink.label }).getAttribute("href"), visits.mapLink.to)
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

  it("without the server, shows the weekly hours, the office's phone and that booking online is unavailable", async () => {
    const { page, close } = await openPage({ baseURL: STATIC_URL, viewport: PHONE })
    await visit(page, "/visit/")
    await page.getByText(visits.offline.replace("{phone}", site.phones[0]!)).waitFor()
    assert.equal(await page.getByRole("heading", { name: visits.scheduleTitle }).count(), 1)
    assert.equal(await page.getByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) }).count(), 0)
    await close()
  })
})
