// The fees page in both languages, in Chromium: the figures a parent reads add up to the sums of
// data/fees.json, choosing a level leaves its totals, and the printed page is the fees alone.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import type feesJson from "../../data/fees.json"
import { LOCALES, localizedPath } from "../../src/lib/i18n/locales"
import { dataIn, fillIn } from "../support/content"
import { DESKTOP, PHONE, hasHorizontalScroll, openPage, useBrowser, visit } from "../support/harness"

useBrowser()

type Fees = typeof feesJson

const add = (lines: readonly { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0)

/** Rupees as written on the page (Rs. 1,25,000 or रु. १,२५,०००) back to a number. */
function rupees(text: string): number {
  const ascii = text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
  const match = /(?:Rs\.|रु\.)\s*([\d,]+)/.exec(ascii)
  assert.ok(match, `no amount in "${text}"`)
  return Number(match[1]!.replace(/,/g, ""))
}

interface LevelFigures {
  summary: string[]
  feeLines: string[]
  yearTotal: string
  instalments: string[]
  instalmentsTotal: string
}

// What one level's section shows, read from the page: its summary figures, the fee table's line
// amounts and total, the instalments' amounts and their sum.
// (No helper functions inside: the test runner's compiler would name them with a helper the page lacks.)
const readLevel = (section: Element): LevelFigures => {
  const [fees, instalments] = Array.from(section.querySelectorAll("table"))
  return {
    summary: Array.from(section.querySelectorAll("dl > div > dd:nth-of-type(1)"), (element) => element.textContent ?? ""),
    feeLines: Array.from(fees!.querySelectorAll("tbody tr td:last-child"), (cell) => cell.textContent ?? ""),
    yearTotal: fees!.querySelector("tfoot td")?.textContent ?? "",
    instalments: Array.from(instalments!.querySelectorAll("tbody tr td:last-child"), (cell) => cell.textContent ?? ""),
    instalmentsTotal: instalments!.querySelector("tfoot td")?.textContent ?? "",
  }
}

for (const locale of LOCALES) {
  const fees = dataIn<Fees>("fees.json", locale)
  const fill = fillIn(locale)
  const path = localizedPath("/fees/", locale)

  describe(`fees page in ${locale}`, () => {
    it("shows figures that add up: every line, total and instalment is the data's, and the totals are their sums", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, path)
      for (const table of fees.tables) {
        const section = page.getByRole("region", { name: fill(table.name) })
        const shown = await section.evaluate(readLevel)
        const oneTime = add(table.oneTime)
        const yearly = add(table.annual) + add(table.monthly) * table.months
        assert.deepEqual(shown.summary.map(rupees), [oneTime + yearly, yearly, oneTime], table.name)
        const lines = shown.feeLines.map(rupees)
        assert.deepEqual(lines, [...table.oneTime.map((line) => line.amount), ...table.annual.map((line) => line.amount), ...table.monthly.map((line) => line.amount * table.months)])
        // The year's total is what the page's own annual and monthly lines add up to.
        assert.equal(rupees(shown.yearTotal), lines.slice(table.oneTime.length).reduce((sum, amount) => sum + amount, 0))
        assert.equal(rupees(shown.yearTotal), table.total)
        const instalments = shown.instalments.map(rupees)
        assert.deepEqual(instalments, table.instalments.map((instalment) => instalment.amount))
        assert.equal(rupees(shown.instalmentsTotal), instalments.reduce((sum, amount) => sum + amount, 0))
        assert.equal(rupees(shown.instalmentsTotal), rupees(shown.yearTotal))
      }
      if (locale === "ne") assert.doesNotMatch(await page.locator("main").innerText(), /[0-9]|Rs\./)
      await close()
    })

    it("narrows to the level chosen and shows its first-year and yearly totals and instalments, on a phone", async () => {
      const { page, close } = await openPage({ viewport: PHONE })
      await visit(page, path)
      const chosen = fees.tables[fees.tables.length - 1]!
      await page.getByRole("combobox", { name: fill(fees.labels.choose) }).selectOption({ label: fill(chosen.name) })
      const section = page.getByRole("region", { name: fill(chosen.name) })
      await section.waitFor()
      for (const other of fees.tables.filter((table) => table !== chosen)) {
        assert.equal(await page.getByRole("region", { name: fill(other.name) }).count(), 0, other.name)
      }
      const shown = await section.evaluate(readLevel)
      assert.equal(rupees(shown.summary[0]!), add(chosen.oneTime) + chosen.total)
      assert.equal(rupees(shown.summary[1]!), chosen.total)
      assert.deepEqual(shown.instalments.map(rupees), chosen.instalments.map((instalment) => instalment.amount))
      const dues = await section.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")))
      assert.deepEqual(dues, chosen.instalments.map((instalment) => instalment.due))
      assert.equal(await hasHorizontalScroll(page), false)
      await close()
    })

    it("prints the fees without the site's navigation, header, footer or chooser", async () => {
      const { page, close } = await openPage({ viewport: DESKTOP })
      await visit(page, path)
      await page.emulateMedia({ media: "print" })
      for (const selector of ["header", "nav", "footer"]) {
        const shown = await page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length)
        assert.equal(shown, 0, `${selector} printed`)
      }
      assert.equal(await page.getByRole("combobox").isVisible(), false)
      assert.equal(await page.getByRole("region", { name: fill(fees.tables[0]!.name) }).isVisible(), true)
      const breaks = await page.locator("main table").first().evaluate((table) => getComputedStyle(table).breakInside)
      assert.equal(breaks, "avoid")
      await page.emulateMedia({ media: "screen" })
      assert.equal(await page.locator("header").first().isVisible(), true)
      await close()
    })
  })
}
