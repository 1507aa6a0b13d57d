import { render, screen, within } from "@testing-library/react"
import React from "react"
import { Reasons } from "../../src/sections/college/reasons"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

describe("Reasons", () => {
  it("numbers the reasons in an ordered list, each with its title as a heading and its text", () => {
    const { reasons } = collegeFixture()
    render(<Reasons reasons={reasons} />)
    const section = screen.getByRole("region", { name: fill(reasons.title) })
    expect(within(section).getByText(fill(reasons.intro))).toBeInTheDocument()
    const list = within(section).getByRole("list")
    expect(list.tagName).toBe("OL")
    const items = within(list).getAllByRole("listitem")
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual(
      reasons.items.map((reason) => fill(reason.title)),
    )
    reasons.items.forEach((reason, index) => expect(within(items[index]!).getByText(fill(reason.text))).toBeInTheDocument())
  })
})
