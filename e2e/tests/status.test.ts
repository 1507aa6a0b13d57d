// A family follows its application on the school's server: the confirmation's private link opens it
// with no typing, the reference and the date of birth (in the other calendar) open it on a fresh
// device, a wrong date opens nothing, a status the office sets shows with its day, the Nepali page
// reads the same application in Nepali, and the page prints on one A4 page.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import admission from "../../data/admission-form.json"
import site from "../../data/site.json"
import status from "../../data/status.json"
import nepaliStatus from "../../data/ne/status.json"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { adToBs } from "../../src/lib/nepal-time/bikram-sambat"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { OFFICE_API } from "../../src/lib/office/paths"
import { STATUS_API } from "../../src/lib/status/api"
import { BASE_URL, DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"
import { CHOSEN, fillValidAnswers } from "../support/admission-answers"

useBrowser()

const NEPALI = withTranslations(status, nepaliStatus)
// fillValidAnswers gives 27 3 2016 in AD; the family types it in BS on the status page.
const BS_BIRTH = adToBs({ year: 2016, month: 3, day: 27 })

async function lookUp(page: Page, reference: string, day: string) {
  await page.getByLabel(status.lookup.referenceLabel).fill(reference)
  await page.getByRole("radio", { name: admission.questions.dateOfBirth.calendars[1]!.label }).check()
  await page.getByLabel(admission.questions.dateOfBirth.bsYearLabel, { exact: true }).fill(String(BS_BIRTH.year))
  await page.getByLabel(admission.questions.dateOfBirth.monthLabel, { exact: true }).fill(String(BS_BIRTH.month))
  await page.getByLabel(admission.questions.dateOfBirth.bsDayLabel, { exact: true }).fill(day)
  await page.getByRole("button", { name: status.lookup.submitLabel }).click()
}

/** Sets a status as the office's page does: signed in, from the site's origin. */
async function setStatusAsOffice(page: Page, reference: string, next: string) {
  const headers = { Origin: new URL(BASE_URL).origin, "Content-Type": "application/json" }
  const signIn = await page.request.post(`${OFFICE_API}sign-in`, { headers, data: { name: process.env.E2E_OFFICE_NAME, password: process.env.E2E_OFFICE_PASSWORD } })
  assert.equal(signIn.status(), 200)
  const changed = await page.request.post(`${OFFICE_API}applications/${encodeURIComponent(reference)}/status`, { headers, data: { status: next, note: "Test on Sunday", version: 1 } })
  assert.equal(changed.status(), 200)
}

describe("a family following its application", () => {
  it("opens it from the confirmation's private link, by reference and date of birth, and in Nepali", async () => {
    const { page, errors, close } = await openPage({ viewport: PHONE })
    await visit(page, "/school-form/")
    await fillValidAnswers(page)
    await page.getByRole("button", { name: admission.submitLabel }).click()
    const shown = page.getByTestId("reference")
    await shown.waitFor({ timeout: 120_000 })
    const reference = ((await shown.textContent()) ?? "").trim()

    // The confirmation's link opens the application, no typing.
    await page.getByRole("link", { name: admission.success.statusLinkLabel }).click()
    await page.waitForURL(/\/status\/#key=[A-Za-z0-9_-]{43}$/)
    const link = page.url()
    const application = page.getByTestId("application-status")
    await application.waitFor()
    assert.equal(await application.getByRole("heading", { level: 2, name: fillPlaceholders(status.application.title, { reference }) }).count(), 1)
    assert.equal(await page.getByTestId("stage").textContent(), status.stages.received.label)
    assert.equal(await application.getByText(CHOSEN.level.label, { exact: true }).count(), 1)
    assert.equal(await page.getByText(status.application.linkNote).count(), 1)
    assert.equal(await hasHorizontalScroll(page), false)

    // The office moves it on; the family's page shows the step with its day, never the office's note.
    await setStatusAsOffice(page, reference, "invited")
    await page.reload()
    await application.waitFor()
    assert.equal(await page.getByTestId("stage").textContent(), status.stages.invited.label)
    assert.equal(await application.getByRole("listitem").count(), 2)
    assert.equal(await page.getByText("Test on Sunday").count(), 0)
    for (const paragraph of status.stages.invited.next) assert.equal(await application.getByText(paragraph).count(), 1)
    // The a11y walk sees the page's form; the application it opens is held to the same rules here.
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()
    assert.deepEqual(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), [])

    // On paper: one A4 page, without the buttons.
    await page.emulateMedia({ media: "print" })
    assert.equal(await page.getByRole("button", { name: status.application.printLabel }).isVisible(), false)
    const pdf = await page.pdf({ format: "A4", printBackground: false })
    assert.equal((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length, 1)
    await page.emulateMedia({ media: "screen" })

    // The same link on the Nepali page reads the application in Nepali.
    await page.goto(link.replace("/status/", "/ne/status/"))
    await application.waitFor()
    assert.equal(await page.getByTestId("stage").textContent(), NEPALI.stages.invited.label)
    assert.deepEqual(errors, [])
    await close()

    // A fresh device: the reference, typed carelessly, and the date of birth in BS; a wrong day first.
    const fresh = await openPage({ viewport: DESKTOP })
    await visit(fresh.page, "/status/")
    await lookUp(fresh.page, reference.toLowerCase().replace(/-/g, " - "), String(BS_BIRTH.day === 1 ? 2 : BS_BIRTH.day - 1))
    await fresh.page.getByRole("alert").filter({ hasText: fillPlaceholders(status.errors.notFound, { phone: site.phones[0]! }) }).waitFor()
    assert.equal(await fresh.page.getByTestId("application-status").count(), 0)
    await fresh.page.getByLabel(admission.questions.dateOfBirth.bsDayLabel, { exact: true }).fill(String(BS_BIRTH.day))
    await fresh.page.getByRole("button", { name: status.lookup.submitLabel }).click()
    await fresh.page.getByTestId("application-status").waitFor()
    assert.equal(await fresh.page.getByTestId("stage").textContent(), status.stages.invited.label)
    assert.equal(await fresh.page.getByText(status.application.linkNote).count(), 0)
    // The wrong pair's answer is the one failed request.
    assert.deepEqual(fresh.errors, [`HTTP 404: ${new URL(STATUS_API, BASE_URL).href}`])
    await fresh.close()
  })
})
