import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { Gallery } from "../../src/sections/college/gallery"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { renderWithProviders } from "../support/render"
import { college, collegeFixture, galleryFixture, mockPageQueries } from "../support/page-fixtures"

beforeEach(() => mockPageQueries())

const { labels, images } = college.gallery
const counter = (current: number) => fillPlaceholders(labels.counter, { current, total: images.length })

describe("Gallery", () => {
  it("has a button per picture and opens the picture larger in a modal dialog", async () => {
    renderWithProviders(<Gallery gallery={galleryFixture()} />)
    const buttons = screen.getAllByRole("button", { name: labels.open })
    expect(buttons).toHaveLength(images.length)
    await userEvent.click(buttons[2]!)
    const dialog = screen.getByRole("dialog", { name: counter(3) })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(within(dialog).getByText(images[2]!.alt)).toBeInTheDocument()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("shows each thumbnail as a lazy picture inside its button, with nothing but phrasing content there", () => {
    renderWithProviders(<Gallery gallery={collegeFixture().gallery} />)
    const buttons = screen.getAllByRole("button", { name: new RegExp(`${labels.open}$`) })
    buttons.forEach((button, index) => {
      expect(within(button).getByRole("img", { name: images[index]!.alt })).toHaveAttribute("loading", "lazy")
      expect(button.querySelector("div")).toBeNull()
    })
  })

  it("goes to the next and previous picture with the arrow keys and the buttons, wrapping round", async () => {
    renderWithProviders(<Gallery gallery={galleryFixture()} />)
    await userEvent.click(screen.getAllByRole("button", { name: labels.open })[0]!)
    await userEvent.keyboard("{ArrowLeft}")
    expect(screen.getByRole("dialog", { name: counter(images.length) })).toBeInTheDocument()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: labels.next }))
    expect(screen.getByRole("dialog", { name: counter(3) })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: labels.previous }))
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
  })

  it("closes on Escape and on its close button, giving focus back to the picture that opened it", async () => {
    renderWithProviders(<Gallery gallery={galleryFixture()} />)
    const opener = screen.getAllByRole("button", { name: labels.open })[4]!
    await userEvent.click(opener)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(document.body).not.toHaveClass("scroll-locked")
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole("button", { name: labels.close }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it("keeps Tab inside the dialog", async () => {
    renderWithProviders(<Gallery gallery={galleryFixture()} />)
    await userEvent.click(screen.getAllByRole("button", { name: labels.open })[0]!)
    const dialog = screen.getByRole("dialog")
    for (let step = 0; step < 5; step++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
