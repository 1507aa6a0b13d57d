// The office's visits at /office/?visits=… against the school's server (the office account
// is e2e/run.ts's). A visit booked on /visit/ shows in the office's day and week lists; its day sheet
// prints on one page with the booking on it and none of the actions; moving it offers the open times a
// family is offered (with room for the party) and shows the new time; cancelling frees the places on
// the public page at once; the history lists the booking, the move and the cancellation with who did
// them. Two times near the end of the window are used, which the families' own tests never book.
import assert from "node:assert/strict"
import { randomUUID } from "node:crypto"
import { before, describe, it } from "node:test"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import office from "../../data/office.json"
import visits from "../../data/visits.json"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { OFFICE_API, OFFICE_PATH } from "../../src/lib/office/paths"
import type { SlotWithPlaces } from "../../src/lib/visits/slots"
import { visitWhen, visitWhenParts } from "../../src/lib/visits/texts"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

const NAME = process.env.E2E_OFFICE_NAME ?? ""
const PASSWORD = process.env.E2E_OFFICE_PASSWORD ?? ""
const PARTY = 3
const A4 = { width: 794, height: 1123 }
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]

/** The errors of a page, without the 401 the office page asks for on purpose to learn it is signed out. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith("HTTP 401: ") || !error.includes(OFFICE_API))
}

async function openSlots(page: Page): Promise<SlotWithPlaces[]> {
  // The first call opens (and migrates) the embedded database: slow on a busy 2-core machine.
  const response = await page.request.get("/api/visits/slots", { timeout: 120_000 })
  assert.equal(response.status(), 200)
  return ((await response.json()) as { slots: SlotWithPlaces[] }).slots
}

/** The name of a time's button on /visit/ (English). */
function chooseName(slot: SlotWithPlaces): string {
  const parts = visitWhenParts(slot, "en")
  return `${visits.chooseLabel}: ${parts.bsDay}, ${parts.hours}`
}

/** Opens /visit/ and pages through the weeks to the time's button. */
async function showOnPublicPage(page: Page, slot: SlotWithPlaces) {
  await visit(page, "/visit/")
  await page.getByRole("button", { name: new RegExp(`^${visits.chooseLabel}`) }).first().waitFor({ timeout: 120_000 })
  const button = page.getByRole("button", { name: chooseName(slot), exact: true }).last()
  while (!(await button.isVisible())) {
    const later = page.getByRole("button", { name: visits.nextWeek, exact: true })
    assert.equal(await later.isDisabled(), false, `${slot.id} is not among the open times of /visit/`)
    await later.click()
  }
  return button
}

const PLACES = new RegExp(fillPlaceholders(visits.placesLeft, { count: "(\\d+)" }))

/** The places left the public page shows for a time. */
async function leftOnPublicPage(page: Page, slot: SlotWithPlaces): Promise<number> {
  const button = await showOnPublicPage(page, slot)
  const text = (await page.getByRole("listitem").filter({ has: button }).last().textContent()) ?? ""
  if (text.includes(visits.onePlaceLeft)) return 1
  const match = PLACES.exec(text)
  assert.ok(match, text)
  return Number(match[1])
}

async function signIn(page: Page): Promise<void> {
  await visit(page, OFFICE_PATH)
  await page.getByRole("heading", { level: 1, name: office.signIn.heading, exact: true }).waitFor()
  await page.getByLabel(office.signIn.nameLabel).fill(NAME)
  await page.getByLabel(office.signIn.passwordLabel).fill(PASSWORD)
  await page.getByRole("button", { name: office.signIn.submitLabel }).click()
  await page.getByRole("heading", { level: 1, name: office.list.heading, exact: true }).waitFor()
}

/** The office's day or week list from a day, once it has the bookings. */
async function officeList(page: Page, view: "day" | "week", day: string) {
  await visit(page, `${OFFICE_PATH}?visits=${view}&from=${day}`)
  await page.getByRole("heading", { level: 1, name: office.visits.heading, exact: true }).waitFor()
  await page.locator("tbody tr, main p").first().waitFor()
}

describe("the office's visits", () => {
  before(() => {
    assert.ok(NAME && PASSWORD, "e2e/run.ts gives the tests an office account (E2E_OFFICE_NAME, E2E_OFFICE_PASSWORD)")
  })

  it("lists a booking made on /visit/ by day and week, prints the day sheet, moves it, cancels it, and keeps its history", async () => {
    const { page, errors, close } = await openPage({ viewport: DESKTOP })
    const slots = await openSlots(page)
    assert.ok(slots.length >= 3, "the data leave at least three open times in the window")
    const [from, to] = [slots[slots.length - 1]!, slots[slots.length - 2]!]
    assert.ok(from.left >= PARTY && to.left >= PARTY)

    // A family books the last open time.
    await (await showOnPublicPage(page, from)).click()
    await page.getByLabel(visits.form.nameLabel).fill("Sita Gurung")
    await page.getByLabel(visits.form.peopleLabel).fill(String(PARTY))
    await page.getByLabel(visits.form.interestLabel).selectOption(visits.interests[1]!.value)
    await page.getByLabel(visits.form.phoneLabel).fill("9841234567")
    await page.getByRole("button", { name: visits.form.submitLabel }).click()
    const shown = page.getByTestId("visit-reference")
    await shown.waitFor({ timeout: 60_000 })
    const reference = ((await shown.textContent()) ?? "").trim()
    assert.equal(await leftOnPublicPage(page, from), from.left - PARTY)

    // The office finds it in the day's list and the week's, at its time, with the people to expect.
    await signIn(page)
    for (const view of ["day", "week"] as const) {
      await officeList(page, view, from.day)
      const row = page.locator("tbody tr").filter({ hasText: reference })
      await row.waitFor()
      assert.ok(((await row.textContent()) ?? "").includes(visitWhen(from, "en")))
      assert.equal(await row.locator(`td[data-label="${office.visits.peopleLabel}"]`).textContent(), String(PARTY))
    }

    // The day sheet: the booking on one page, without the filters and the actions.
    await officeList(page, "day", from.day)
    const row = page.locator("tbody tr").filter({ hasText: reference })
    await row.waitFor()
    // Laid out at the paper's width (A4 at 96 px to the inch), narrower than where the list turns into cards.
    await page.setViewportSize(A4)
    await page.emulateMedia({ media: "print" })
    assert.equal(await row.isVisible(), true)
    assert.equal(await page.getByRole("columnheader", { name: office.visits.referenceLabel }).isVisible(), true)
    assert.equal(await row.getByText(reference).isVisible(), true)
    assert.equal(await page.getByRole("button", { name: office.visits.printLabel }).isVisible(), false)
    assert.equal(await row.getByRole("button", { name: office.visits.cancelLabel }).isVisible(), false)
    assert.equal(await page.getByRole("button", { name: office.signOutLabel }).isVisible(), false)
    const pdf = await page.pdf({ format: "A4", printBackground: false })
    assert.equal(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length, 1)
    await page.emulateMedia({ media: "screen" })
    await page.setViewportSize(DESKTOP)

    // Moving it offers the families' open times that have room for the party, its own left out.
    await row.getByText(office.visits.moveLabel, { exact: true }).click()
    const chooser = row.getByLabel(office.visits.moveSlotLabel)
    await chooser.waitFor()
    const offered = await chooser.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    const now = await openSlots(page)
    assert.deepEqual(offered, now.filter((slot) => slot.id !== from.id && slot.left >= PARTY).map((slot) => slot.id))
    await chooser.selectOption(to.id)
    await row.getByRole("button", { name: office.visits.moveButton }).click()
    await page.getByRole("status").filter({ hasText: fillPlaceholders(office.visits.moved, { reference, when: visitWhen(to, "en") }) }).waitFor()

    // The new time shows in the office's list and on the public page; the old time has its places back.
    await officeList(page, "day", to.day)
    const moved = page.locator("tbody tr").filter({ hasText: reference })
    await moved.waitFor()
    assert.ok(((await moved.textContent()) ?? "").includes(visitWhen(to, "en")))
    assert.equal(await leftOnPublicPage(page, to), to.left - PARTY)
    assert.equal(await leftOnPublicPage(page, from), from.left)

    // Cancelled by the office: the places are free on the public page at once.
    await officeList(page, "day", to.day)
    const cancelled = page.locator("tbody tr").filter({ hasText: reference })
    await cancelled.getByRole("button", { name: office.visits.cancelLabel }).click()
    await cancelled.getByText(`(${office.visits.cancelledLabel})`).waitFor()
    assert.equal(await cancelled.getByRole("button", { name: office.visits.cancelLabel }).count(), 0)

    // The history: booked by the family, moved and cancelled by the office, each time written out.
    await cancelled.getByText(office.visits.historyLabel, { exact: true }).click()
    const history = cancelled.locator("li")
    await history.nth(2).waitFor()
    const entries = await history.allTextContents()
    assert.equal(entries.length, 3, entries.join("\n"))
    assert.ok(entries[0]!.includes("booked") && entries[0]!.includes(visitWhen(from, "en")) && entries[0]!.includes("(family)"), entries[0])
    assert.ok(entries[1]!.includes("moved") && entries[1]!.includes(visitWhen(from, "en")) && entries[1]!.includes(visitWhen(to, "en")) && entries[1]!.includes(`(${NAME})`), entries[1])
    assert.ok(entries[2]!.includes("cancelled") && entries[2]!.includes(`(${NAME})`), entries[2])

    assert.equal(await leftOnPublicPage(page, to), to.left)
    assert.deepEqual(unexpected(errors), [])
    await close()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no accessibility violations in the day's list with the move chooser open (${viewport.width} px)`, async () => {
      const { page, errors, close } = await openPage({ viewport })
      const slots = await openSlots(page)
      const slot = slots[slots.length - 2]!
      const booked = await page.request.post("/api/visits", {
        headers: { "Idempotency-Key": randomUUID() },
        data: { slot: slot.id, name: "Ram Thapa", people: "1", interest: visits.interests[0]!.value, phone: "9801234567", email: "", note: "", language: "en" },
      })
      assert.equal(booked.status(), 201)
      const { reference } = (await booked.json()) as { reference: string }
      await signIn(page)
      await officeList(page, "day", slot.day)
      const row = page.locator("tbody tr").filter({ hasText: reference })
      await row.getByText(office.visits.moveLabel, { exact: true }).click()
      await row.getByLabel(office.visits.moveSlotLabel).waitFor()
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
      assert.deepEqual(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`), [])
      assert.equal(await hasHorizontalScroll(page), false)
      // Put back: the next run finds the time as it was.
      await row.getByRole("button", { name: office.visits.cancelLabel }).click()
      await row.getByText(`(${office.visits.cancelledLabel})`).waitFor()
      assert.deepEqual(unexpected(errors), [])
      await close()
    })
  }
})
