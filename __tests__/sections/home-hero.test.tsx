import { render, screen } from "@testing-library/react"
import React from "react"
import { withTrailingSlash } from "../../src/lib/links"
import { HomeHero } from "../../src/sections/home/hero"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("Home hero", () => {
  function renderHero() {
    const site = mockSiteQuery()
    const home = homeFixture()
    render(<HomeHero heading={home.heading} intro={home.intro} hero={home.hero} />)
    return { site, home }
  }

  it("names the school in the page's h1, with the tagline under it", () => {
    const { site, home } = renderHero()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fill(home.heading))
    expect(screen.getByText(fill(home.intro, site))).toBeInTheDocument()
  })

  it("calls visitors to apply (the form page) and to arrange a visit (the visit page)", () => {
    const { home } = renderHero()
    const [apply, visit] = home.hero.actions
    expect(screen.getByRole("link", { name: fill(apply!.label) })).toHaveAttribute("href", `${apply!.to}/`)
    const visitLink = screen.getByRole("link", { name: new RegExp(fill(visit!.label)) })
    expect(visitLink).toHaveAttribute("href", withTrailingSlash(fill(visit!.to)))
    expect(visitLink).not.toHaveAttribute("target")
  })

  it("loads the picture eagerly and at high priority: it is the page's LCP element", () => {
    const { home } = renderHero()
    const image = screen.getByRole("img", { name: fill(home.hero.alt) })
    expect(image).toHaveAttribute("loading", "eager")
    expect(image).toHaveAttribute("fetchpriority", "high")
  })
})
