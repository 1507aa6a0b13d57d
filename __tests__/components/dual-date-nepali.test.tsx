import { render } from "@testing-library/react"
import NepaliDate from "nepali-date-converter"
import React from "react"
import nepali from "../../data/ne/dates.json"
import { DualDate } from "../../src/components/dual-date/dual-date"
import { Pagination } from "../../src/components/pagination/pagination"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { LocaleProvider } from "../../src/state/locale-context"

describe("dates and numbers on a Nepali page", () => {
  it("DualDate writes Nepali month names and Devanagari digits, and keeps the machine value ASCII", () => {
    const { container } = render(
      <LocaleProvider locale="ne">
        <DualDate iso="2026-11-24" />
      </LocaleProvider>,
    )
    const time = container.querySelector("time")!
    const bs = NepaliDate.fromAD(new Date(2026, 10, 24, 12))
    expect(time).toHaveAttribute("dateTime", "2026-11-24")
    expect(time.textContent).toContain(nepali.bsMonths[bs.getMonth()])
    expect(time.textContent).toContain(toLocaleDigits(bs.getYear(), "ne"))
    expect(time.textContent).toContain(nepali.adMonths[10])
    expect(time.textContent).toContain(toLocaleDigits(24, "ne"))
    expect(time.textContent).not.toMatch(/[0-9]/)
  })

  it("Pagination numbers the pages with Devanagari digits and keeps the addresses", () => {
    const { container } = render(
      <LocaleProvider locale="ne">
        <Pagination page={1} pageCount={12} pathOf={(page) => `/list/page/${page}/`} labels={{ navigation: "n", previous: "p", next: "x", pageOf: String }} />
      </LocaleProvider>,
    )
    const numbers = [...container.querySelectorAll("a[aria-label]")].map((link) => link.textContent)
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => toLocaleDigits(index + 1, "ne")))
    expect(container.querySelector('a[aria-label="12"]')).toHaveAttribute("href", expect.stringContaining("/list/page/12/"))
  })
})
