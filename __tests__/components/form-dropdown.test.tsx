import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { FormDropdown } from "../../src/components/form-dropdown/form-dropdown"

const items = [
  { label: "Crest School Form", to: "/form" },
  { label: "Crest College form", to: "https://forms.example/college" },
]

function setup(props: Partial<React.ComponentProps<typeof FormDropdown>> = {}) {
  const onOpen = jest.fn()
  const onChoose = jest.fn()
  render(
    <>
      <FormDropdown label="Form" items={items} onOpen={onOpen} onChoose={onChoose} {...props} />
      <p>Outside</p>
    </>,
  )
  return { onOpen, onChoose, toggle: screen.getByRole("button", { name: "Form" }) }
}

describe("FormDropdown", () => {
  it("is closed at first and opens on click, calling onOpen", async () => {
    const { toggle, onOpen } = setup()
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("link", { name: "Crest School Form" })).not.toBeInTheDocument()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: "Crest School Form" })).toHaveAttribute("href", "/form/")
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it("opens external forms in a new tab without an opener", async () => {
    const { toggle } = setup()
    await userEvent.click(toggle)
    const college = screen.getByRole("link", { name: /Crest College form/ })
    expect(college).toHaveAttribute("href", "https://forms.example/college")
    expect(college).toHaveAttribute("target", "_blank")
    expect(college).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("closes on an outside click", async () => {
    const { toggle } = setup()
    await userEvent.click(toggle)
    await userEvent.click(screen.getByText("Outside"))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on Escape and gives focus back to the button", async () => {
    const { toggle } = setup()
    await userEvent.click(toggle)
    await userEvent.tab()
    expect(screen.getByRole("link", { name: "Crest School Form" })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("closes when an item is chosen and tells the caller", async () => {
    const { toggle, onChoose } = setup()
    await userEvent.click(toggle)
    await userEvent.click(screen.getByRole("link", { name: "Crest School Form" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(onChoose).toHaveBeenCalledTimes(1)
  })

  it("toggles closed on a second click without calling onOpen again", async () => {
    const { toggle, onOpen } = setup()
    await userEvent.click(toggle)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(onOpen).toHaveBeenCalledTimes(1)
  })
})
