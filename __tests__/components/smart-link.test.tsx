import { render, screen } from "@testing-library/react"
import React from "react"
import { SmartLink } from "../../src/components/smart-link/smart-link"
import { appMessages } from "../../src/lib/messages"

describe("SmartLink", () => {
  it("sends a page of this site through the router, with the trailing slash the build uses", () => {
    render(<SmartLink to="/about">About Us</SmartLink>)
    const link = screen.getByRole("link", { name: "About Us" })
    expect(link).toHaveAttribute("href", "/about/")
    expect(link).not.toHaveAttribute("target")
  })

  it("opens another site in a new tab without giving it this page, and says so to screen readers", () => {
    render(<SmartLink to="https://forms.example/college">College form</SmartLink>)
    const link = screen.getByRole("link", { name: `College form (${appMessages.links.newTab})` })
    expect(link).toHaveAttribute("href", "https://forms.example/college")
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })
})
