// Faculty pages, one per entry of data/faculties.json: hero, 'Our Model' with
// eligibility, scholarship, the subjects and the optional subjects where there are any.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type { Locator } from "playwright-core"
import faculties from "../../data/faculties.json"
import { site } from "../support/content"
import { BASE_URL, DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

const { labels } = faculties

function block(model: Locator, title: string): Locator {
  return model.locator("div").filter({ has: model.page().getByRole("heading", { level: 3, name: title, exact: true }) }).last()
}

describe("faculty pages", () => {
  for (const faculty of faculties.faculties) {
    const path = `${faculties.basePath}/${faculty.slug}/`

    it(`${path} shows the hero and 'Our Model' with the exact subject lists`, async () => {
      const { page, errors, close } = await openPage({ viewport: DESKTOP })
      const response = await visit(page, path)
      assert.equal(response?.status(), 200)
      assert.equal(await page.title(), `${faculty.title} | ${site.name}`)
      await page.getByRole("heading", { level: 1, name: faculty.name, exact: true }).waitFor()
      const hero = page.getByRole("img", { name: faculty.alt })
      assert.equal(await hero.getAttribute("loading"), "eager")

      const model = page.getByRole("region", { name: labels.model })
      const eligibility = block(model, labels.eligibility)
      for (const paragraph of faculty.eligibility) await eligibility.getByText(paragraph, { exact: true }).waitFor()
      const scholarship = block(model, labels.scholarship)
      await scholarship.getByText(faculty.scholarship ?? faculty.description, { exact: true }).waitFor()
      assert.deepEqual(await block(model, labels.subjects).getByRole("listitem").allTextContents(), faculty.subjects)

      const optional = model.getByRole("heading", { level: 3, name: labels.optionalSubjects })
      if (faculty.optionalSubjects.length > 0) {
        assert.deepEqual(await block(model, labels.optionalSubjects).getByRole("listitem").allTextContents(), faculty.optionalSubjects)
      } else {
        assert.equal(await optional.count(), 0)
      }
      assert.deepEqual(errors, [])
      await close()
    })

    it(`${path} has no sideways scroll on a phone and leads to the form and back to the college`, async () => {
      const { page, errors, close } = await openPage({ viewport: PHONE })
      await visit(page, path)
      assert.equal(await hasHorizontalScroll(page), false)
      assert.equal(await page.getByRole("link", { name: labels.apply.label }).getAttribute("href"), `${labels.apply.to}/`)
      await page.getByRole("link", { name: labels.back.label }).click()
      await page.waitForURL(`${BASE_URL}${labels.back.to}/`)
      assert.deepEqual(errors, [])
      await close()
    })
  }
})
