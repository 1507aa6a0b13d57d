import { render, screen, within } from "@testing-library/react"
import React from "react"
import { BACK_TO_TOP } from "../../src/lib/page-frame"
import { CollegeMap } from "../../src/sections/college/college-map"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

describe("CollegeMap", () => {
  it("shows the map with its text, and the button the page's script takes the visitor back to the top with", () => {
    const { map } = collegeFixture()
    render(<CollegeMap map={map} />)
    const section = screen.getByRole("region", { name: fill(map.title) })
    expect(within(section).getByText(fill(map.text))).toBeInTheDocument()
    expect(within(section).getByRole("img", { name: fill(map.alt) })).toBeInTheDocument()
    expect(within(section).getByRole("button", { name: fill(map.backToTop) })).toHaveAttribute(BACK_TO_TOP)
  })
})
