// The navigation bar's markup; what it does in the page is the frame's (__tests__/browser/frame/).
import { render, screen } from "@testing-library/react"
import React from "react"
import { Navbar } from "../../src/components/navbar/navbar"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("Navbar", () => {
  it("shows the logo link home, About Us, the Form dropdown and the Menu button", () => {
    const site = mockSiteQuery()
    render(<Navbar />)
    expect(screen.getByRole("link", { name: fill(site.navigation.homeLabel) })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: site.navigation.about.label })).toHaveAttribute("href", "/about/")
    expect(screen.getByRole("button", { name: site.navigation.formMenu.label })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: site.navigation.menuLabel })).toHaveAttribute("aria-expanded", "false")
  })
})
