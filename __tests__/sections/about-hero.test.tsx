import { render, screen } from "@testing-library/react"
import React from "react"
import { AboutSections } from "../../src/sections/about/about-sections"
import { aboutFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("About hero", () => {
  it("says its heading in the page's only h1", () => {
    mockSiteQuery()
    const about = aboutFixture()
    render(<AboutSections about={about} />)
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fill(about.heading))
  })

  it("has jump links, each landing on a part of the page", () => {
    mockSiteQuery()
    const about = aboutFixture()
    const { container } = render(<AboutSections about={about} />)
    expect(about.anchors.length).toBeGreaterThan(0)
    for (const anchor of about.anchors) {
      const link = screen.getByRole("link", { name: fill(anchor.label) })
      expect(link).toHaveAttribute("href", anchor.to)
      expect(link).not.toHaveAttribute("target")
      const target = container.querySelector(anchor.to)
      expect(target).not.toBeNull()
      expect(target).toContainElement(target!.querySelector("h2"))
    }
  })
})
