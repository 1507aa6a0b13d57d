import { render, screen, within } from "@testing-library/react"
import React from "react"
import { CollegeWelcome } from "../../src/sections/college/college-welcome"
import { mockReducedMotion, stubMediaPlayback } from "../support/media"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => {
  mockPageQueries()
  mockReducedMotion(true)
  stubMediaPlayback()
})

afterEach(() => jest.restoreAllMocks())

describe("CollegeWelcome", () => {
  it("is a section named by its heading, with every paragraph and the clip", () => {
    const { welcome } = collegeFixture()
    render(<CollegeWelcome welcome={welcome} />)
    const section = screen.getByRole("region", { name: fill(welcome.title) })
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(fill(welcome.title))
    for (const paragraph of welcome.paragraphs) expect(within(section).getByText(fill(paragraph))).toBeInTheDocument()
    expect(section.querySelector("video")).toBeInTheDocument()
    expect(
      within(section).getByRole("button", { name: `${welcome.videoLabels.play}: ${welcome.video.title}` }),
    ).toBeInTheDocument()
  })
})
