import { render, screen } from "@testing-library/react"
import React from "react"
import { withTrailingSlash } from "../../src/lib/links"
import { FacultyHero } from "../../src/sections/college/faculty-hero"
import { imageFile } from "../support/page-fixtures"
import { faculties, facultyFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

const { labels } = faculties

describe("FacultyHero", () => {
  it("names the faculty in the page's heading, with its description and picture loaded at once", () => {
    const faculty = { ...facultyFixture("science"), hero: imageFile("images/faculties/science.jpg") }
    render(<FacultyHero faculty={faculty} labels={labels} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fill(faculty.name))
    expect(screen.getByText(fill(faculty.description))).toBeInTheDocument()
    expect(screen.getByRole("img", { name: fill(faculty.alt) })).toHaveAttribute("loading", "eager")
  })

  it("links to the admission form and back to all faculties", () => {
    render(<FacultyHero faculty={facultyFixture("law")} labels={labels} />)
    for (const action of [labels.apply, labels.back]) {
      expect(screen.getByRole("link", { name: fill(action.label) })).toHaveAttribute("href", withTrailingSlash(fill(action.to)))
    }
  })

  it("shows no picture when the faculty has none", () => {
    render(<FacultyHero faculty={facultyFixture("law")} labels={labels} />)
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
  })
})
