// The college gallery as React draws it: each picture a link to its large file, opened in place by the
// photo viewer its module starts (src/lib/gallery/photo-viewer.ts, tested on its own in
// __tests__/lib/gallery/): a modal dialog named by its counter, with the picture's description, that
// steps, closes and gives focus back as the albums' does, and keeps nothing in the address.
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { Gallery } from "../../src/sections/college/gallery"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { startPageModules } from "../support/modules"
import { renderWithProviders } from "../support/render"
import { college, collegeFixture, mockPageQueries } from "../support/page-fixtures"

beforeEach(() => {
  mockPageQueries()
  window.history.replaceState(null, "", "/senior/")
})

const { labels, images } = college.gallery
const counter = (current: number) => fillPlaceholders(labels.counter, { current, total: images.length })
const renderGallery = async () => {
  renderWithProviders(<Gallery gallery={collegeFixture().gallery} />)
  await startPageModules()
}
const links = () => screen.getAllByRole("link", { name: new RegExp(`${labels.open}$`) })

describe("Gallery", () => {
  it("has a link per picture and opens the picture larger in a modal dialog, with its description", async () => {
    await renderGallery()
    expect(links()).toHaveLength(images.length)
    await userEvent.click(links()[2]!)
    const dialog = screen.getByRole("dialog", { name: counter(3) })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(within(dialog).getByRole("img", { name: images[2]!.alt })).toBeInTheDocument()
    expect(within(dialog).getByRole("figure")).toHaveTextContent(images[2]!.alt)
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body).toHaveClass("scroll-locked")
    expect(window.location.search).toBe("")
  })

  it("shows each thumbnail as a lazy picture inside its link to the large file, with nothing but phrasing content there", async () => {
    const { gallery } = collegeFixture()
    await renderGallery()
    links().forEach((link, index) => {
      expect(link).toHaveAttribute("href", gallery.images[index]!.image.large!.gatsbyImageData.images.fallback!.src)
      expect(within(link).getByRole("img", { name: images[index]!.alt })).toHaveAttribute("loading", "lazy")
      expect(link.querySelector("div")).toBeNull()
    })
  })

  it("goes to the next and previous picture with the arrow keys and the buttons, wrapping round", async () => {
    await renderGallery()
    await userEvent.click(links()[0]!)
    await userEvent.keyboard("{ArrowLeft}")
    expect(screen.getByRole("dialog", { name: counter(images.length) })).toBeInTheDocument()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: labels.next }))
    expect(screen.getByRole("dialog", { name: counter(3) })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: labels.previous }))
    expect(screen.getByRole("dialog", { name: counter(2) })).toBeInTheDocument()
  })

  it("closes on Escape and on its close button, giving focus to the picture last shown", async () => {
    await renderGallery()
    await userEvent.click(links()[4]!)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(links()[4]).toHaveFocus()
    expect(document.body).not.toHaveClass("scroll-locked")
    await userEvent.click(links()[4]!)
    await userEvent.keyboard("{ArrowRight}")
    await userEvent.click(screen.getByRole("button", { name: labels.close }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(links()[5]).toHaveFocus()
  })

  it("keeps Tab inside the dialog", async () => {
    await renderGallery()
    await userEvent.click(links()[0]!)
    const dialog = screen.getByRole("dialog")
    for (let step = 0; step < 5; step++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
