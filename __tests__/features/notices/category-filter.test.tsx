import { render, screen, within } from "@testing-library/react"
import React from "react"
import { CategoryFilter } from "../../../src/features/notices/category-filter"
import { boardFixture } from "../../support/notice-fixtures"

const board = boardFixture()

describe("CategoryFilter", () => {
  it("links to all notices and to every category, in the board's order", () => {
    render(<CategoryFilter categories={board.categories} current={null} allLabel={board.labels.all} label={board.labels.filter} />)
    const nav = screen.getByRole("navigation", { name: board.labels.filter })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [board.labels.all, "/notices/"],
      ...board.categories.map((category) => [category.label, `/notices/${category.slug}/`]),
    ])
  })

  it("marks the list being shown, and only it, as the current page", () => {
    const current = board.categories[1]!
    render(<CategoryFilter categories={board.categories} current={current.slug} allLabel={board.labels.all} label={board.labels.filter} />)
    const marked = screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page")
    expect(marked.map((link) => link.textContent)).toEqual([current.label])
  })
})
