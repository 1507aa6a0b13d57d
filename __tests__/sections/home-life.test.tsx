import { render, screen, within } from "@testing-library/react"
import React from "react"
import { HomeLife } from "../../src/sections/home/life"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import { adToBs } from "../../src/lib/nepal-time/bikram-sambat"
import { readIsoDay, weekdayOf } from "../../src/lib/nepal-time/day"
import { formatDay, formatMonth, weekdayName } from "../../src/lib/nepal-time/texts"
import { LocaleProvider } from "../../src/state/locale-context"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("'Life at {name}'", () => {
  function renderLife() {
    mockSiteQuery()
    const { life } = homeFixture()
    render(<HomeLife life={life} />)
    return life
  }

  it("has its heading, the paragraph and every photo of the grid", () => {
    const life = renderLife()
    expect(screen.getByRole("heading", { level: 2, name: fill(life.title) })).toBeInTheDocument()
    expect(screen.getByText(fill(life.text))).toBeInTheDocument()
    for (const photo of life.photos) {
      expect(screen.getByRole("img", { name: fill(photo.alt) })).toHaveAttribute("loading", "lazy")
    }
  })

  it("shows the static weather tile: a temperature and the conditions", () => {
    const life = renderLife()
    const tile = screen.getByRole("heading", { name: life.weather.title }).closest("li")!
    expect(within(tile).getByText(life.weather.temperature)).toBeInTheDocument()
    expect(within(tile).getByText(life.weather.conditions)).toBeInTheDocument()
  })

  it("shows the performing-arts tile with its news-alerts line", () => {
    const life = renderLife()
    const tile = screen.getByRole("heading", { name: life.arts.title }).closest("li")!
    expect(within(tile).getByText(life.arts.text)).toBeInTheDocument()
    expect(within(tile).getByText(life.arts.alerts)).toBeInTheDocument()
  })

  it("shows the calendar day of the data in words", () => {
    mockSiteQuery()
    const { life } = homeFixture()
    // A test-owned day, so the expected words do not depend on the shipped date.
    render(<HomeLife life={{ ...life, calendar: { ...life.calendar, date: "2024-02-29" } }} />)
    const tile = screen.getByRole("heading", { name: life.calendar.title }).closest("li")!
    const time = tile.querySelector("time")!
    expect(time).toHaveAttribute("datetime", "2024-02-29")
    expect(time).toHaveTextContent("Thursday 29 February 2024")
    if (life.calendar.note) expect(within(tile).getByText(life.calendar.note)).toBeInTheDocument()
  })

  it("shows the calendar day in Bikram Sambat first on a Nepali page, the AD day beside it", () => {
    mockSiteQuery()
    const { life } = homeFixture()
    render(
      <LocaleProvider locale="ne">
        <HomeLife life={{ ...life, calendar: { ...life.calendar, date: "2024-02-29" } }} />
      </LocaleProvider>,
    )
    const time = screen.getByRole("heading", { name: life.calendar.title }).closest("li")!.querySelector("time")!
    const bs = adToBs(readIsoDay("2024-02-29"))
    const text = time.textContent!.replace(/\s+/g, " ")
    expect(text.indexOf(formatMonth("bs", bs.year, bs.month, "ne"))).toBeGreaterThan(-1)
    expect(text.indexOf(formatMonth("bs", bs.year, bs.month, "ne"))).toBeLessThan(text.indexOf(formatDay("ad", readIsoDay("2024-02-29"), "ne")))
    expect(text).toContain(`${weekdayName(weekdayOf("2024-02-29"), "ne")} ${toLocaleDigits(bs.day, "ne")}`)
  })

  it("leads from the calendar tile to where its link says (the school calendar), and shows no link without one", () => {
    mockSiteQuery()
    const { life } = homeFixture()
    const link = { label: "The whole year", to: "/calendar/" }
    const { unmount } = render(<HomeLife life={{ ...life, calendar: { ...life.calendar, link } }} />)
    const tile = screen.getByRole("heading", { name: life.calendar.title }).closest("li")!
    expect(within(tile).getByRole("link", { name: link.label })).toHaveAttribute("href", link.to)
    unmount()
    render(<HomeLife life={{ ...life, calendar: { ...life.calendar, link: null } }} />)
    const bare = screen.getByRole("heading", { name: life.calendar.title }).closest("li")!
    expect(within(bare).queryByRole("link")).toBeNull()
  })
})
