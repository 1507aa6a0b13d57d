// The navigation's search field: a plain GET form to the search page of the page's language, in the
// bar and in the Menu drawer, so it works before (and without) any script.
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import nepaliSiteJson from "../../data/ne/site.json"
import { Navbar } from "../../src/components/navbar/navbar"
import { SearchEntry } from "../../src/components/search-entry/search-entry"
import { LocaleProvider } from "../../src/state/locale-context"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { fill, mockSiteQuery, siteFixture } from "../support/site-fixture"

describe("SearchEntry", () => {
  it("sends the words typed as q to /search/, with a labelled field and a named button", () => {
    const site = mockSiteQuery()
    render(<SearchEntry />)
    const form = screen.getByRole("search", { name: fill(site.navigation.search.label) })
    expect(form).toHaveAttribute("action", "/search/")
    expect(form).toHaveAttribute("method", "get")
    expect(within(form).getByRole("searchbox", { name: fill(site.navigation.search.label) })).toHaveAttribute("name", "q")
    expect(within(form).getByRole("button", { name: fill(site.navigation.search.button) })).toHaveAttribute("type", "submit")
  })

  it("on a Nepali page, opens the Nepali search page and speaks Nepali", () => {
    const english = siteFixture()
    const nepali = { ...withTranslations(english, nepaliSiteJson), locale: "ne" }
    jest.mocked(useStaticQuery).mockReturnValue({ allSiteJson: { nodes: [english, nepali] }, allAlertsJson: { nodes: [] } })
    render(
      <LocaleProvider locale="ne">
        <SearchEntry variant="menu" />
      </LocaleProvider>,
    )
    const form = screen.getByRole("search", { name: nepaliSiteJson.navigation.search.label })
    expect(form).toHaveAttribute("action", "/ne/search/")
    expect(within(form).getByRole("button", { name: nepaliSiteJson.navigation.search.button })).toBeInTheDocument()
  })

  it("is in the navigation bar and in the Menu drawer", () => {
    const site = mockSiteQuery()
    render(<Navbar />)
    const label = fill(site.navigation.search.label)
    expect(within(screen.getByRole("navigation")).getByRole("search", { name: label })).toBeInTheDocument()
    // The drawer is written closed, for the page's script to open.
    const drawer = screen.getByRole("dialog", { hidden: true })
    expect(within(drawer).getByRole("search", { name: label, hidden: true })).toHaveAttribute("action", "/search/")
  })
})
