import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { Lightbox } from "../../src/sections/college/lightbox"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

function renderLightbox(index: number) {
  const { gallery } = collegeFixture()
  const onIndexChange = jest.fn()
  const onClose = jest.fn()
  const view = render(<Lightbox gallery={gallery} index={index} onIndexChange={onIndexChange} onClose={onClose} />)
  return { gallery, onIndexChange, onClose, view }
}

describe("Lightbox", () => {
  it("is a modal dialog named by its counter, showing the picture large with its description", () => {
    const { gallery } = renderLightbox(1)
    const total = gallery.images.length
    const dialog = screen.getByRole("dialog", { name: fillPlaceholders(fill(gallery.labels.counter), { current: 2, total }) })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    const item = gallery.images[1]!
    expect(within(dialog).getByRole("img", { name: fill(item.alt) })).toHaveAttribute("loading", "eager")
    expect(within(dialog).getByRole("figure")).toHaveTextContent(fill(item.alt))
  })

  it("steps with the arrow keys, wrapping round at both ends, and ignores other keys", async () => {
    const { gallery, onIndexChange, view } = renderLightbox(0)
    const last = gallery.images.length - 1
    await userEvent.keyboard("{ArrowLeft}")
    expect(onIndexChange).toHaveBeenLastCalledWith(last)
    await userEvent.keyboard("{ArrowRight}")
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    view.rerender(<Lightbox gallery={gallery} index={last} onIndexChange={onIndexChange} onClose={jest.fn()} />)
    await userEvent.keyboard("{ArrowRight}")
    expect(onIndexChange).toHaveBeenLastCalledWith(0)
    onIndexChange.mockClear()
    await userEvent.keyboard("{ArrowUp}{ArrowDown}a")
    expect(onIndexChange).not.toHaveBeenCalled()
  })

  it("steps with its previous and next buttons", async () => {
    const { gallery, onIndexChange } = renderLightbox(3)
    await userEvent.click(screen.getByRole("button", { name: fill(gallery.labels.next) }))
    expect(onIndexChange).toHaveBeenLastCalledWith(4)
    await userEvent.click(screen.getByRole("button", { name: fill(gallery.labels.previous) }))
    expect(onIndexChange).toHaveBeenLastCalledWith(2)
  })

  it("closes on Escape, on its close button and on a click outside the dialog", async () => {
    const { gallery, onClose, view } = renderLightbox(0)
    await userEvent.keyboard("{Escape}")
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole("button", { name: fill(gallery.labels.close) }))
    expect(onClose).toHaveBeenCalledTimes(2)
    const backdrop = view.container.querySelector("[aria-hidden='true']") as HTMLElement
    await userEvent.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it("takes the focus into the dialog and keeps Tab there", async () => {
    renderLightbox(0)
    const dialog = screen.getByRole("dialog")
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    for (let step = 0; step < 4; step++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
