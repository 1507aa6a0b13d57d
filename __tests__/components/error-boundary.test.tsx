// The error screen (docs/behaviour.md#errors) as the server writes it into every page's template, and
// the island's boundary that hands a thrown error on to what shows it (src/browser/error-screen.ts;
// the screen in a part's place is tested in __tests__/browser/modules.test.ts and islands.test.tsx).
import { render, screen } from "@testing-library/react"
import React from "react"
import messages from "../../data/messages.json"
import { ErrorBoundary } from "../../src/components/error-boundary/error-boundary"
import { ErrorScreen } from "../../src/components/error-boundary/error-screen"
import { errorText } from "../../src/lib/error-text"
import { renderWithProviders } from "../support/render"

function BrokenPart(): React.ReactElement {
  throw new Error("Cannot read properties of undefined (reading 'team')")
}

afterEach(() => jest.restoreAllMocks())

describe("ErrorScreen", () => {
  it("says 'Unexpected Application Error!', holds a place for the error text, a way home and a reload", () => {
    const { container } = renderWithProviders(<ErrorScreen />)
    expect(screen.getByRole("alert", { name: messages.errorScreen.title })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: messages.errorScreen.title })).toBeInTheDocument()
    // The page's script writes the error in (src/browser/error-screen.ts).
    expect(container.querySelector("pre")).toBeEmptyDOMElement()
    expect(screen.getByRole("link", { name: messages.errorScreen.homeLabel })).toHaveAttribute("href", "/")
    expect(screen.getByRole("button", { name: messages.errorScreen.reloadLabel })).toBeInTheDocument()
  })
})

describe("ErrorBoundary", () => {
  it("hands what a part threw to onError and draws nothing in its place", () => {
    // React reports caught errors on the console; the hand-over is what this test is about.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const onError = jest.fn()
    const { container } = render(
      <ErrorBoundary onError={onError}>
        <BrokenPart />
      </ErrorBoundary>,
    )
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "Cannot read properties of undefined (reading 'team')" }))
    expect(container).toBeEmptyDOMElement()
  })

  it("renders the part untouched when nothing goes wrong", () => {
    const onError = jest.fn()
    render(
      <ErrorBoundary onError={onError}>
        <h1>Fine part</h1>
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Fine part" })).toBeInTheDocument()
    expect(onError).not.toHaveBeenCalled()
  })
})

describe("errorText", () => {
  it("shows something readable for whatever was thrown", () => {
    expect(errorText(new TypeError("x is not a function"))).toBe("x is not a function")
    expect(errorText("plain text")).toBe("plain text")
    expect(errorText({ status: 500 })).toBe('{"status":500}')
    expect(errorText(Object.assign(new Error(""), { name: "ChunkLoadError" }))).toBe("ChunkLoadError")
  })
})
