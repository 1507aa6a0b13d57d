import { screen, waitFor } from "@testing-library/react"
import React from "react"
import { CollegeHome } from "../../src/sections/college/college-home"
import { FIRST_VISIT_STORAGE_KEY } from "../../src/lib/page-frame"
import { mockReducedMotion, stubMediaPlayback } from "../support/media"
import { startPageModules } from "../support/modules"
import { collegeFixture, facultyCardsFixture, mockPageQueries } from "../support/page-fixtures"
import { renderWithProviders } from "../support/render"
import { fill } from "../support/site-fixture"

beforeEach(() => {
  mockPageQueries()
  mockReducedMotion(true)
  stubMediaPlayback()
  sessionStorage.clear()
})

afterEach(() => jest.restoreAllMocks())

// The date tile reads today's date once its module starts; waiting for it keeps its update inside the test.
async function renderHome(college = collegeFixture()) {
  renderWithProviders(<CollegeHome college={college} faculties={facultyCardsFixture()} />)
  await startPageModules()
  await waitFor(() => expect(document.querySelector("[data-today-tile]")).not.toHaveAttribute("aria-busy"))
}

describe("CollegeHome", () => {
  it("puts welcome, faculties, values, reasons, life, gallery and map in that order", async () => {
    const college = collegeFixture()
    await renderHome(college)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    const { welcome, faculties, values, reasons, life, gallery, map } = college
    expect(headings).toEqual([welcome, faculties, values, reasons, life, gallery, map].map((section) => fill(section.title)))
  })

  it("ends the first visit once it is shown", async () => {
    await renderHome()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })
})
