import { render, screen, within } from "@testing-library/react"
import React from "react"
import { Pagination } from "../../src/components/pagination/pagination"

const labels = { navigation: "Pages", previous: "Newer", next: "Older", pageOf: (page: number) => `Page ${page} of 3` }
const pathOf = (page: number) => (page === 1 ? "/list/" : `/list/page/${page}/`)

describe("Pagination", () => {
  it("shows nothing for a list of one page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} pathOf={pathOf} labels={labels} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("links newer, every page and older, and marks the current page", () => {
    render(<Pagination page={2} pageCount={3} pathOf={pathOf} labels={labels} />)
    const nav = screen.getByRole("navigation", { name: "Pages" })
    expect(within(nav).getByRole("link", { name: "Newer" })).toHaveAttribute("href", "/list/")
    expect(within(nav).getByRole("link", { name: "Older" })).toHaveAttribute("href", "/list/page/3/")
    expect(within(nav).getByRole("link", { name: "Page 2 of 3" })).toHaveAttribute("aria-current", "page")
    expect(within(nav).getByRole("link", { name: "Page 1 of 3" })).not.toHaveAttribute("aria-current")
  })

  it("leaves out 'newer' on the first page and 'older' on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} pathOf={pathOf} labels={labels} />)
    expect(screen.queryByRole("link", { name: "Newer" })).toBeNull()
    rerender(<Pagination page={3} pageCount={3} pathOf={pathOf} labels={labels} />)
    expect(screen.queryByRole("link", { name: "Older" })).toBeNull()
  })
})
