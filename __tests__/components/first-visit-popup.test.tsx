import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { FirstVisitPopup } from "../../src/components/first-visit-popup/first-visit-popup"
import { FIRST_VISIT_STORAGE_KEY } from "../../src/state/first-visit"
import { fill, mockSiteQuery } from "../support/site-fixture"
import { renderWithProviders } from "../support/render"

beforeEach(() => {
  sessionStorage.clear()
  document.body.className = ""
})

describe("FirstVisitPopup", () => {
  it("opens on a first visit with the advert linking to its target, and locks page scroll", () => {
    const site = mockSiteQuery()
    renderWithProviders(<FirstVisitPopup />)
    const dialog = screen.getByRole("dialog", { name: site.popup.title })
    expect(screen.getByRole("link", { name: new RegExp(fill(site.popup.alt).slice(0, 20)) })).toHaveAttribute(
      "href",
      `${site.popup.to}/`,
    )
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("closes with its button, ends the first visit and unlocks scroll", async () => {
    const site = mockSiteQuery()
    renderWithProviders(<FirstVisitPopup />)
    await userEvent.click(screen.getByRole("button", { name: site.popup.closeLabel }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
    expect(document.body).not.toHaveClass("scroll-locked")
  })

  it("closes on Escape and on a click outside the advert", async () => {
    mockSiteQuery()
    const { unmount } = renderWithProviders(<FirstVisitPopup />)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    unmount()
    sessionStorage.clear()
    renderWithProviders(<FirstVisitPopup />)
    await userEvent.click(screen.getByTestId("popup-backdrop"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("stays closed when the first visit already ended in this session", () => {
    mockSiteQuery()
    sessionStorage.setItem(FIRST_VISIT_STORAGE_KEY, "true")
    renderWithProviders(<FirstVisitPopup />)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
