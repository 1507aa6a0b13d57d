import { render, screen } from "@testing-library/react"
import React from "react"
import { HomeMap } from "../../src/sections/home/map"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("map with back-to-top", () => {
  it("shows the map with its description, the address and the back-to-top button", () => {
    const site = mockSiteQuery()
    const { map, labels } = homeFixture()
    render(<HomeMap map={map} backToTop={labels.backToTop} />)
    expect(screen.getByRole("heading", { level: 2, name: fill(map.title) })).toBeInTheDocument()
    expect(screen.getByRole("img", { name: fill(map.alt) })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(site.address.street))).toBeInTheDocument()
    expect(screen.getByRole("button", { name: labels.backToTop })).toBeInTheDocument()
  })
})
