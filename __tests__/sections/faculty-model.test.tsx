import { render, screen, within } from "@testing-library/react"
import React from "react"
import { FacultyModel } from "../../src/sections/college/faculty-model"
import { faculties, facultyFixture, mockPageQueries } from "../support/page-fixtures"

beforeEach(() => mockPageQueries())

const labels = faculties.labels

function blockOf(title: string): HTMLElement {
  return screen.getByRole("heading", { level: 3, name: title }).parentElement!
}

describe("FacultyModel ('Our Model')", () => {
  // Every faculty of data/, whatever its slug; the variants below are test-owned edits of the first.
  const [first] = faculties.faculties
  const faculty = () => facultyFixture(first!.slug)

  it.each(faculties.faculties.map((entry) => [entry.slug]))("lists eligibility, scholarship and subjects of %s under 'Our Model'", (slug) => {
    const shown = facultyFixture(slug)
    render(<FacultyModel faculty={shown} labels={labels} />)
    expect(screen.getByRole("heading", { level: 2, name: labels.model })).toBeInTheDocument()
    for (const paragraph of shown.eligibility) expect(within(blockOf(labels.eligibility)).getByText(paragraph)).toBeInTheDocument()
    expect(within(blockOf(labels.scholarship)).getByText(shown.scholarship ?? shown.description)).toBeInTheDocument()
    const items = within(blockOf(labels.subjects)).getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toEqual(shown.subjects)
  })

  it("shows the description under Scholarship when the faculty has no scholarship text", () => {
    const withoutScholarship = { ...faculty(), scholarship: null }
    render(<FacultyModel faculty={withoutScholarship} labels={labels} />)
    expect(within(blockOf(labels.scholarship)).getByText(withoutScholarship.description)).toBeInTheDocument()
  })

  it("shows Optional Subjects only when there are some", () => {
    const { unmount } = render(<FacultyModel faculty={{ ...faculty(), optionalSubjects: ["Dance", "Music"] }} labels={labels} />)
    const optional = within(blockOf(labels.optionalSubjects)).getAllByRole("listitem").map((item) => item.textContent)
    expect(optional).toEqual(["Dance", "Music"])
    unmount()
    render(<FacultyModel faculty={{ ...faculty(), optionalSubjects: [] }} labels={labels} />)
    expect(screen.queryByRole("heading", { name: labels.optionalSubjects })).not.toBeInTheDocument()
  })
})
