// The fees page's body: every level with its totals worked out from data/fees.json, the chooser that
// narrows the page to one level, and amounts written the Nepali way in both languages.
import { fireEvent, render, screen, within } from "@testing-library/react"
import React from "react"
import feesJson from "../../data/fees.json"
import nepaliFees from "../../data/ne/fees.json"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { formatRupees } from "../../src/lib/money/rupees"
import type { Locale } from "../../src/lib/i18n/locales"
import { Fees } from "../../src/sections/fees/fees"
import type { FeesData } from "../../src/sections/fees/fees-data"
import { LocaleProvider } from "../../src/state/locale-context"
import { fill, mockSiteQuery } from "../support/site-fixture"
import { startPageModules } from "../support/modules"

const english = { ...feesJson, untranslated: [] } as unknown as FeesData
const nepali = { ...withTranslations(feesJson, nepaliFees), untranslated: [] } as unknown as FeesData

// toHaveTextContent reads the no-break space between symbol and amount as a plain one.
const money = (amount: number, locale: Locale) => formatRupees(amount, locale).replace("\u00a0", " ")
const add = (lines: readonly { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0)

function renderFees(fees: FeesData, locale: Locale = "en") {
  mockSiteQuery()
  return render(
    <LocaleProvider locale={locale}>
      <Fees fees={fees} />
    </LocaleProvider>,
  )
}

function levelSection(name: string): HTMLElement {
  return screen.getByRole("region", { name: fill(name) })
}

describe("Fees", () => {
  it("shows every level with its first-year, yearly and admission totals, added up from its lines", () => {
    renderFees(english)
    for (const table of feesJson.tables) {
      const section = within(levelSection(table.name))
      const yearly = add(table.annual) + add(table.monthly) * table.months
      const oneTime = add(table.oneTime)
      const terms = section.getAllByRole("definition").map((element) => element.textContent)
      expect(terms).toContain(formatRupees(oneTime + yearly, "en"))
      expect(terms).toContain(formatRupees(yearly, "en"))
      expect(terms).toContain(formatRupees(oneTime, "en"))
      expect(section.getByRole("link", { name: fill(table.name) })).toHaveAttribute("href", expect.stringContaining(table.to))
    }
  })

  it("lists each instalment with its amount and due date, and their sum under them", () => {
    renderFees(english)
    const table = feesJson.tables[feesJson.tables.length - 1]!
    const instalments = within(levelSection(table.name)).getByRole("table", { name: fill(feesJson.labels.instalments) })
    const rows = within(instalments).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(table.instalments.length + 1)
    table.instalments.forEach((instalment, index) => {
      expect(rows[index]!.querySelector("time")).toHaveAttribute("dateTime", instalment.due)
      expect(rows[index]).toHaveTextContent(money(instalment.amount, "en"))
    })
    expect(rows[rows.length - 1]).toHaveTextContent(money(add(table.instalments), "en"))
  })

  it("narrows the page to the level chosen, and back to all, once its module runs", async () => {
    renderFees(english)
    await startPageModules()
    const chooser = screen.getByRole("combobox", { name: fill(feesJson.labels.choose) })
    const chosen = feesJson.tables[1]!
    fireEvent.change(chooser, { target: { value: "1" } })
    expect(levelSection(chosen.name)).toBeInTheDocument()
    for (const other of feesJson.tables.filter((table) => table !== chosen)) {
      expect(screen.queryByRole("region", { name: fill(other.name) })).toBeNull()
    }
    fireEvent.change(chooser, { target: { value: "all" } })
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThanOrEqual(feesJson.tables.length)
  })

  it("shows the optional services a month and a year", () => {
    renderFees(english)
    for (const group of feesJson.optional.groups) {
      const table = screen.getByRole("table", { name: new RegExp(fill(group.heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      for (const item of group.items) {
        const row = within(table).getByRole("row", { name: new RegExp(fill(item.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
        expect(row).toHaveTextContent(money(item.amount, "en"))
        expect(row).toHaveTextContent(money(item.amount * group.months, "en"))
      }
    }
  })

  it("writes every amount in Devanagari digits on the Nepali page", () => {
    const { container } = renderFees(nepali, "ne")
    const table = feesJson.tables[0]!
    const section = levelSection(nepaliFees.tables[0]!.name)
    expect(section).toHaveTextContent(money(table.total, "ne"))
    expect(container.textContent).not.toMatch(/Rs\./)
    expect(container.querySelector("main, div")!.textContent).not.toMatch(/[0-9]/)
  })
})
