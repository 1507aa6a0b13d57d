import { render, screen, within } from "@testing-library/react"
import React from "react"
import { HomeLife } from "../../src/sections/home/life"
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

  it("shows the static weather tile: a temperature and 'overcast clouds'", () => {
    const life = renderLife()
    const tile = screen.getByRole("heading", { name: life.weather.title }).closest("li")!
    expect(within(tile).getByText(life.weather.temperature)).toBeInTheDocument()
    expect(within(tile).getByText(life.weather.conditions)).toBeInTheDocument()
    expect(life.weather.conditions).toBe("overcast clouds")
  })

  it("shows the performing-arts tile with its news-alerts line", () => {
    const life = renderLife()
    const tile = screen.getByRole("heading", { name: life.arts.title }).closest("li")!
    expect(within(tile).getByText(life.arts.text)).toBeInTheDocument()
    expect(within(tile).getByText(life.arts.alerts)).toBeInTheDocument()
    expect(life.arts.alerts.toLowerCase()).toContain("sign up for news alerts")
  })

  it("shows the calendar day of the data, Wednesday 4 January 2023, in words", () => {
    const life = renderLife()
    const tile = screen.getByRole("heading", { name: life.calendar.title }).closest("li")!
    const time = tile.querySelector("time")!
    expect(time).toHaveAttribute("datetime", life.calendar.date)
    expect(time).toHaveTextContent("Wednesday 4 January 2023")
    if (life.calendar.note) expect(within(tile).getByText(life.calendar.note)).toBeInTheDocument()
  })
})
