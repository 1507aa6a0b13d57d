// The office moves between its views within the page (src/features/office/office-address.ts): the
// address changes in the history and the part redraws from it, on its own moves and on Back.
import { act, render, screen } from "@testing-library/react"
import React from "react"
import { goTo, useOfficeSearch } from "../../../src/features/office/office-address"

function Shown({ initial }: { initial: string }) {
  return <p>{`search: ${useOfficeSearch(initial)}`}</p>
}

afterEach(() => window.history.replaceState(null, "", "/"))

it("reads the address's query string, and follows the office's moves and the history's", () => {
  window.history.replaceState(null, "", "/office/?ref=A-1")
  render(<Shown initial="" />)
  expect(screen.getByText("search: ?ref=A-1")).toBeInTheDocument()
  const length = window.history.length
  act(() => goTo("/office/?visits=day"))
  expect(window.location.search).toBe("?visits=day")
  expect(window.history.length).toBe(length + 1)
  expect(screen.getByText("search: ?visits=day")).toBeInTheDocument()
  act(() => {
    window.history.replaceState(null, "", "/office/?q=asha")
    window.dispatchEvent(new PopStateEvent("popstate"))
  })
  expect(screen.getByText("search: ?q=asha")).toBeInTheDocument()
})
