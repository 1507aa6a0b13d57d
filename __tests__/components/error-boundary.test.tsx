import { act, render, screen } from "@testing-library/react"
import React from "react"
import messages from "../../data/messages.json"
import { ErrorBoundary } from "../../src/components/error-boundary/error-boundary"
import { errorText } from "../../src/components/error-boundary/error-screen"
import { wrapPageElement } from "../../src/wrap-root"
import { mockSiteQuery } from "../support/site-fixture"
import { renderWithProviders } from "../support/render"

function BrokenPage(): React.ReactElement {
  throw new Error("Cannot read properties of undefined (reading 'team')")
}

type WrapArgs = Parameters<NonNullable<typeof wrapPageElement>>[0]

/** What Gatsby passes to wrapPageElement, reduced to what it reads: the path and the page context. */
function wrap(element: React.ReactElement, pathname: string, bareLayout = false) {
  const args = { element, props: { location: { pathname }, pageContext: { bareLayout } } } as unknown as WrapArgs
  return <>{wrapPageElement!(args, { plugins: [] })}</>
}

beforeEach(() => {
  // React reports caught errors on the console; the screen is what this test is about.
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

describe("error boundary around every page (wrapPageElement)", () => {
  it("shows 'Unexpected Application Error!' with the error text and a way home, inside the layout", () => {
    const site = mockSiteQuery()
    renderWithProviders(wrap(<BrokenPage />, "/about/"))
    expect(screen.getByRole("heading", { level: 1, name: messages.errorScreen.title })).toBeInTheDocument()
    expect(screen.getByText("Cannot read properties of undefined (reading 'team')")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: messages.errorScreen.homeLabel })).toHaveAttribute("href", "/")
    expect(screen.getByRole("button", { name: messages.errorScreen.reloadLabel })).toBeInTheDocument()
    // The layout around it still works: the navigation bar is there.
    expect(screen.getByRole("button", { name: site.navigation.menuLabel })).toBeInTheDocument()
  })

  it("catches a page with a bare layout too", () => {
    mockSiteQuery()
    renderWithProviders(wrap(<BrokenPage />, "/school-form/", true))
    expect(screen.getByRole("heading", { level: 1, name: messages.errorScreen.title })).toBeInTheDocument()
  })

  it("renders the page untouched when nothing goes wrong", () => {
    mockSiteQuery()
    renderWithProviders(wrap(<h1>Fine page</h1>, "/about/"))
    expect(screen.getByRole("heading", { level: 1, name: "Fine page" })).toBeInTheDocument()
    expect(screen.queryByText(messages.errorScreen.title)).not.toBeInTheDocument()
  })
})

describe("ErrorBoundary", () => {
  it("forgets the error when the address changes, so the next page gets its chance", () => {
    let broken = true
    function Page() {
      if (broken) throw new Error("boom")
      return <p>next page</p>
    }
    const { rerender } = render(
      <ErrorBoundary resetKey="/a/">
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByText("boom")).toBeInTheDocument()
    broken = false
    rerender(
      <ErrorBoundary resetKey="/a/">
        <Page />
      </ErrorBoundary>,
    )
    expect(screen.getByText("boom")).toBeInTheDocument()
    act(() => {
      rerender(
        <ErrorBoundary resetKey="/b/">
          <Page />
        </ErrorBoundary>,
      )
    })
    expect(screen.getByText("next page")).toBeInTheDocument()
  })

  it("shows something readable for whatever was thrown", () => {
    expect(errorText(new TypeError("x is not a function"))).toBe("x is not a function")
    expect(errorText("plain text")).toBe("plain text")
    expect(errorText({ status: 500 })).toBe('{"status":500}')
    expect(errorText(Object.assign(new Error(""), { name: "ChunkLoadError" }))).toBe("ChunkLoadError")
  })
})
