import { render, screen } from "@testing-library/react"
import React from "react"
import { HomeSections } from "../../src/sections/home/home-sections"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

describe("Home sections", () => {
  it("renders every section of data/home.json in order, with one h1 and the section h2s under it", () => {
    mockSiteQuery()
    const home = homeFixture()
    render(<HomeSections home={home} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fill(home.heading))
    const sectionTitles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(sectionTitles).toEqual(
      [home.life.title, home.why.title, home.culture.title, home.videoBand.title, home.join.title, home.map.title].map((title) => fill(title)),
    )
  })

  it("loads only the first picture eagerly: everything below the first screen waits", () => {
    mockSiteQuery()
    const home = homeFixture()
    render(<HomeSections home={home} />)
    const eager = document.querySelectorAll('img[loading="eager"]')
    expect([...eager].map((image) => image.getAttribute("alt"))).toEqual([fill(home.hero.alt)])
  })
})
