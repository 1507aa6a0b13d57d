import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import React from "react"
import FacultyPage from "../../src/templates/faculty-page"
import { faculties, facultyFixture, mockPageQueries } from "../support/page-fixtures"

beforeEach(() => mockPageQueries())
afterEach(() => jest.restoreAllMocks())

type Props = PageProps<Queries.FacultyPageQuery, { id: string }>

function pageProps(data: Queries.FacultyPageQuery, path: string, id: string): Props {
  return { data, path, pageContext: { id } } as Props
}

describe("FacultyPage template", () => {
  const science = facultyFixture("science")

  it("renders the faculty its page was made for", () => {
    const data = { faculty: science, facultiesJson: { labels: faculties.labels } } as unknown as Queries.FacultyPageQuery
    render(<FacultyPage {...pageProps(data, science.path, "node-1")} />)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: faculties.labels.model })).toBeInTheDocument()
  })

  it("stops with the page, the id and the data file when its faculty node is missing", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const data = { faculty: null, facultiesJson: { labels: faculties.labels } } as unknown as Queries.FacultyPageQuery
    expect(() => render(<FacultyPage {...pageProps(data, science.path, "node-1")} />)).toThrow(
      `Missing data: page ${science.path}: no faculty with id "node-1" in data/faculties.json.`,
    )
  })

  it("names data/faculties.json when its labels are missing", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const data = { faculty: science, facultiesJson: null } as unknown as Queries.FacultyPageQuery
    expect(() => render(<FacultyPage {...pageProps(data, science.path, "node-1")} />)).toThrow(
      `Missing data: page ${science.path}: data/faculties.json has no content.`,
    )
  })
})
