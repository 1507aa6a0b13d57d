// The site's own receiver on the school's server (e2e/run.ts gives it a fresh data folder):
// the form sends, the parent sees the reference and the answers, and the confirmation prints on one
// A4 page.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { describe, it } from "node:test"
import admission from "../../data/admission-form.json"
import settings from "../../data/applications.json"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { CHOSEN, NEPALI_ADMISSION, fillValidAnswers, fillValidInNepali } from "../support/admission-answers"
import { localizedPath } from "../../src/lib/i18n/locales"

useBrowser()

const REFERENCE = new RegExp(`^${settings.referencePrefix}-\\d{4}-\\d{4}$`)

const LANGUAGES = [
  { path: "/school-form/", words: admission, fillAnswers: fillValidAnswers, parent: "Sita Shrestha", levelLabel: CHOSEN.level.label },
  {
    path: localizedPath("/school-form/", "ne"),
    words: NEPALI_ADMISSION,
    fillAnswers: fillValidInNepali,
    parent: "सीता श्रेष्ठ",
    levelLabel: NEPALI_ADMISSION.questions.level.options.find((option) => option.value === CHOSEN.level.value)!.label,
  },
]

describe("an application sent to the site's own receiver", () => {
  // English at both widths; Nepali, whose words are longer, where the page is narrowest.
  const visits = [
    { language: LANGUAGES[0]!, viewport: PHONE },
    { language: LANGUAGES[0]!, viewport: DESKTOP },
    { language: LANGUAGES[1]!, viewport: PHONE },
  ]
  for (const { language, viewport } of visits) {
    it(`gives a reference and a confirmation in the form's language that prints on one A4 page (${language.path}, ${viewport.width} px)`, async () => {
      const { page, errors, close } = await openPage({ viewport })
      await visit(page, language.path)
      await language.fillAnswers(page)
      await page.getByRole("button", { name: language.words.submitLabel }).click()
      const reference = page.getByTestId("reference")
      // The first application opens (and migrates) the embedded database: on a busy 2-core machine
      // that took 30 s, during which the server answers nothing else.
      await reference.waitFor({ timeout: 120_000 })
      assert.match((await reference.textContent()) ?? "", REFERENCE)
      const confirmation = page.getByTestId("confirmation")
      assert.equal(await confirmation.getByRole("heading", { level: 2, name: language.words.success.title }).count(), 1)
      assert.equal(await confirmation.getByText(language.words.success.referenceLabel, { exact: true }).count(), 1)
      assert.equal(await confirmation.getByText(language.levelLabel, { exact: true }).count(), 1)
      assert.equal(await confirmation.getByText(language.parent).count(), 1)
      // Stored where the running server was told to keep it (e2e/run.ts's CREST_DATA_DIR), not where the
      // build happened to point: Gatsby's webpack writes build-time values over process.env.
      const dataDir = process.env.E2E_DATA_DIR
      if (dataDir) assert.equal(fs.existsSync(path.join(dataDir, "applications", "PG_VERSION")), true)
      // The office has it: the draft is gone.
      assert.equal(await page.evaluate(() => localStorage.getItem("crest:admission-draft")), null)
      assert.equal(await hasHorizontalScroll(page), false)

      await page.emulateMedia({ media: "print" })
      assert.equal(await page.getByRole("button", { name: language.words.success.printLabel }).isVisible(), false)
      assert.equal(await reference.isVisible(), true)
      // The passing "application sent" notice stays off the paper.
      assert.equal(await page.getByText(language.words.success.notification).isVisible(), false)
      const pdf = await page.pdf({ format: "A4", printBackground: false })
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []
      assert.equal(pages.length, 1)
      assert.deepEqual(errors, [])
      await close()
    })
  }
})
