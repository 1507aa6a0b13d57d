import { render, screen, within } from "@testing-library/react"
import React from "react"
import { FacultyCards } from "../../src/sections/college/faculty-cards"
import { learnMoreName } from "../support/link-names"
import { collegeFixture, facultyCardsFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

describe("FacultyCards", () => {
  it("has a card per faculty with its picture, name and description, and a 'read more' link to its page", () => {
    const section = collegeFixture().faculties
    const faculties = facultyCardsFixture()
    render(<FacultyCards section={section} faculties={faculties} />)
    const region = screen.getByRole("region", { name: fill(section.title) })
    expect(within(region).getByText(fill(section.intro))).toBeInTheDocument()
    const cards = within(region).getAllByRole("article")
    expect(cards).toHaveLength(faculties.length)
    faculties.forEach((faculty, index) => {
      const card = within(cards[index]!)
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(fill(faculty.name))
      expect(card.getByRole("img", { name: fill(faculty.alt) })).toBeInTheDocument()
      expect(card.getByText(fill(faculty.description))).toBeInTheDocument()
      const link = card.getByRole("link", { name: learnMoreName(fill(section.readMore), fill(faculty.name)) })
      expect(link).toHaveAttribute("href", faculty.path)
    })
  })
})
