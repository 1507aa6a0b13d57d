import { render, screen } from "@testing-library/react"
import React from "react"
import { HomeCulture } from "../../src/sections/home/culture"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("'{brand} Culture' statistics", () => {
  it("shows every number with its icon, and its caption where it has one", () => {
    mockSiteQuery()
    const { culture } = homeFixture()
    render(<HomeCulture culture={culture} />)
    expect(screen.getByRole("heading", { level: 2, name: fill(culture.title) })).toBeInTheDocument()
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(culture.stats.length)
    culture.stats.forEach((stat, index) => {
      const item = items[index]!
      // Decorative icon: alt="" keeps it out of the accessibility tree; the number says it all.
      expect(item.querySelector(`img[src="${stat.icon.publicURL}"]`)).toHaveAttribute("alt", "")
      expect(item).toHaveTextContent(stat.caption ? `${stat.number}${fill(stat.caption)}` : stat.number)
      expect(item.querySelectorAll("p")).toHaveLength(stat.caption ? 2 : 1)
    })
  })

  it("reads well with only a number: no empty caption is left behind", () => {
    mockSiteQuery()
    const { culture } = homeFixture()
    const bare = { number: "36.5", caption: null, icon: { publicURL: "/static/test/temperature.svg" } }
    render(<HomeCulture culture={{ ...culture, stats: [bare] }} />)
    const item = screen.getByRole("listitem")
    expect(item).toHaveTextContent(/^36\.5$/)
    expect(item.querySelectorAll("p")).toHaveLength(1)
  })
})
