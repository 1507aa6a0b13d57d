import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { CollegeMap } from "../../src/sections/college/college-map"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

describe("CollegeMap", () => {
  it("shows the map with its text, and a button that takes the visitor back to the top", async () => {
    const { map } = collegeFixture()
    window.scrollTo = jest.fn()
    render(<CollegeMap map={map} />)
    const section = screen.getByRole("region", { name: fill(map.title) })
    expect(within(section).getByText(fill(map.text))).toBeInTheDocument()
    expect(within(section).getByRole("img", { name: fill(map.alt) })).toBeInTheDocument()
    await userEvent.click(within(section).getByRole("button", { name: fill(map.backToTop) }))
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })
})
