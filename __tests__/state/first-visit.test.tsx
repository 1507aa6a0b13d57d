import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"
import {
  FIRST_VISIT_STORAGE_KEY,
  FirstVisitProvider,
  useEndFirstVisitOnMount,
  useFirstVisit,
} from "../../src/state/first-visit"

function Probe() {
  const { isFirstVisit, endFirstVisit } = useFirstVisit()
  return (
    <>
      <output data-testid="flag">{String(isFirstVisit)}</output>
      <button onClick={endFirstVisit}>end</button>
    </>
  )
}

function EndsOnMount() {
  useEndFirstVisitOnMount()
  return null
}

beforeEach(() => sessionStorage.clear())

describe("FirstVisitProvider", () => {
  it("starts as a first visit when this browser session has not ended it", () => {
    render(<FirstVisitProvider><Probe /></FirstVisitProvider>)
    expect(screen.getByTestId("flag")).toHaveTextContent("true")
  })

  it("is not a first visit when the session already ended it", () => {
    sessionStorage.setItem(FIRST_VISIT_STORAGE_KEY, "true")
    render(<FirstVisitProvider><Probe /></FirstVisitProvider>)
    expect(screen.getByTestId("flag")).toHaveTextContent("false")
  })

  it("ends the first visit and remembers it for the session", async () => {
    render(<FirstVisitProvider><Probe /></FirstVisitProvider>)
    await userEvent.click(screen.getByRole("button", { name: "end" }))
    expect(screen.getByTestId("flag")).toHaveTextContent("false")
    expect(sessionStorage.getItem(FIRST_VISIT_STORAGE_KEY)).toBe("true")
  })

  it("ends the first visit when a page that asks for it mounts (About, College home)", () => {
    const { rerender } = render(<FirstVisitProvider><Probe /></FirstVisitProvider>)
    expect(screen.getByTestId("flag")).toHaveTextContent("true")
    rerender(<FirstVisitProvider><Probe /><EndsOnMount /></FirstVisitProvider>)
    expect(screen.getByTestId("flag")).toHaveTextContent("false")
  })

  it("still works when sessionStorage is blocked", async () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked")
    })
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked")
    })
    render(<FirstVisitProvider><Probe /></FirstVisitProvider>)
    expect(screen.getByTestId("flag")).toHaveTextContent("true")
    await act(async () => screen.getByRole("button", { name: "end" }).click())
    expect(screen.getByTestId("flag")).toHaveTextContent("false")
    getItem.mockRestore()
    setItem.mockRestore()
  })

  it("refuses to be used outside the provider, with a message that says where it belongs", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow(/FirstVisitProvider/)
    jest.mocked(console.error).mockRestore()
  })
})
