// The Form dropdown's markup, written closed; what it does in the page is the frame's
// (__tests__/browser/frame/frame.test.tsx).
import { render, screen } from "@testing-library/react"
import React from "react"
import { FormDropdown } from "../../src/components/form-dropdown/form-dropdown"

const items = [
  { label: "Crest School Form", to: "/form" },
  { label: "Crest College form", to: "https://forms.example/college" },
]

describe("FormDropdown", () => {
  it("is written closed, its button naming its list", () => {
    render(<FormDropdown label="Form" items={items} />)
    const toggle = screen.getByRole("button", { name: "Form" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)
    expect(list).not.toBeVisible()
    expect(screen.getByRole("link", { name: "Crest School Form", hidden: true })).toHaveAttribute("href", "/form/")
  })

  it("opens external forms in a new tab without an opener", () => {
    render(<FormDropdown label="Form" items={items} />)
    const college = screen.getByRole("link", { name: /Crest College form/, hidden: true })
    expect(college).toHaveAttribute("href", "https://forms.example/college")
    expect(college).toHaveAttribute("target", "_blank")
    expect(college).toHaveAttribute("rel", "noopener noreferrer")
  })
})
