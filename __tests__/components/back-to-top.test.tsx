import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import { BackToTop } from "../../src/components/back-to-top/back-to-top"
import { wireBackToTop } from "../../src/lib/back-to-top"
import { mockReducedMotion } from "../support/media"

function renderPage() {
  render(
    <>
      <a href="#main" data-page-top>
        Skip to main content
      </a>
      <main id="main">
        <BackToTop label="Back to top" />
      </main>
    </>,
  )
}

beforeEach(() => {
  window.scrollTo = jest.fn()
})

describe("BackToTop", () => {
  it.each([
    ["scrolls smoothly", false, "smooth"],
    ["jumps without animation under prefers-reduced-motion", true, "auto"],
  ])("%s to the top and moves focus to the start of the page", async (_how, reduced, behavior) => {
    mockReducedMotion(reduced)
    renderPage()
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior })
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus()
  })
})

describe("BackToTop on a light page's HTML, without React", () => {
  it("works the same, wired by the page's script", async () => {
    mockReducedMotion(false)
    renderPage()
    const html = document.body.innerHTML
    document.body.innerHTML = html
    const stop = new AbortController()
    wireBackToTop(document, stop.signal)
    await userEvent.click(screen.getByRole("button", { name: "Back to top" }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" })
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus()
    stop.abort()
  })
})
