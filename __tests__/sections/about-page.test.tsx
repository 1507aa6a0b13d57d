import { screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import React from "react"
import AboutPage from "../../src/pages/about"
import { FIRST_VISIT_STORAGE_KEY } from "../../src/lib/page-frame"
import { startPageModules } from "../support/modules"
import { aboutFixture } from "../support/page-fixtures"
import { renderWithProviders } from "../support/render"
import { mockSiteQuery } from "../support/site-fixture"

beforeEach(() => sessionStorage.clear())

describe("About page", () => {
  it("ends the first visit when it is shown, so the advert does not show on Home afterwards", async () => {
    mockSiteQuery()
    // A page receives many router props; this page reads only `data`.
    const props = { data: { aboutJson: aboutFixture() } } as unknown as PageProps<Queries.AboutPageQuery>
    renderWithProviders(<AboutPage {...props} />)
    await startPageModules()
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })
})
