import { render, screen, within } from "@testing-library/react"
import React from "react"
import { CoreValues } from "../../src/sections/college/core-values"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

describe("CoreValues", () => {
  it("has its heading and intro, and one card per value with picture, title and text, in data order", () => {
    const { values } = collegeFixture()
    render(<CoreValues values={values} />)
    const section = screen.getByRole("region", { name: fill(values.title) })
    expect(within(section).getByText(fill(values.intro))).toBeInTheDocument()
    const cards = within(section).getAllByRole("article")
    expect(cards).toHaveLength(values.items.length)
    values.items.forEach((value, index) => {
      const card = within(cards[index]!)
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(fill(value.title))
      expect(card.getByRole("img", { name: fill(value.alt) })).toBeInTheDocument()
      expect(card.getByText(fill(value.text))).toBeInTheDocument()
    })
  })
})
