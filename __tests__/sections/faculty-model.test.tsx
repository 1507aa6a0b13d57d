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
  it("lists eligibility, scholarship and subjects under 'Our Model'", () => {
    const science = facultyFixture("science")
    render(<FacultyModel faculty={science} labels={labels} />)
    expect(screen.getByRole("heading", { level: 2, name: labels.model })).toBeInTheDocument()
    for (const paragraph of science.eligibility) expect(within(blockOf(labels.eligibility)).getByText(paragraph)).toBeInTheDocument()
    expect(within(blockOf(labels.scholarship)).getByText(science.scholarship!)).toBeInTheDocument()
    const items = within(blockOf(labels.subjects)).getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toEqual(science.subjects)
  })

  it("shows the description under Scholarship when the faculty has no scholarship text", () => {
    const law = facultyFixture("law")
    expect(law.scholarship).toBeNull()
    render(<FacultyModel faculty={law} labels={labels} />)
    expect(within(blockOf(labels.scholarship)).getByText(law.description)).toBeInTheDocument()
  })

  it("shows Optional Subjects only when there are some", () => {
    const management = facultyFixture("management")
    const { unmount } = render(<FacultyModel faculty={management} labels={labels} />)
    const optional = within(blockOf(labels.optionalSubjects)).getAllByRole("listitem").map((item) => item.textContent)
    expect(optional).toEqual(["Business Studies", "Computer Science", "Hotel Management"])
    unmount()
    render(<FacultyModel faculty={facultyFixture("humanities")} labels={labels} />)
    expect(screen.queryByRole("heading", { name: labels.optionalSubjects })).not.toBeInTheDocument()
  })
})
