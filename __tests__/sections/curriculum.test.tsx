import { render, screen, within } from "@testing-library/react"
import React from "react"
import { toBlock } from "../../src/sections/curriculum/blocks"
import { CategoryAside } from "../../src/sections/curriculum/category-aside"
import { CategoryNav } from "../../src/sections/curriculum/category-nav"
import { CurriculumSections } from "../../src/sections/curriculum/curriculum-sections"
import { curricula, mockPageQueries } from "../support/page-fixtures"

beforeEach(() => mockPageQueries())

const NONE = { paragraph: null, subheading: null, list: null, entries: null }

describe("toBlock", () => {
  it("narrows each data block to what it is", () => {
    expect(toBlock({ ...NONE, paragraph: "Text" })).toEqual({ kind: "paragraph", text: "Text" })
    expect(toBlock({ ...NONE, subheading: "Sub" })).toEqual({ kind: "subheading", text: "Sub" })
    expect(toBlock({ ...NONE, list: ["a", "b"] })).toEqual({ kind: "list", items: ["a", "b"] })
    expect(toBlock({ ...NONE, entries: [{ title: "T", text: "x" }] })).toEqual({ kind: "entries", entries: [{ title: "T", text: "x" }] })
    expect(toBlock(NONE)).toBeNull()
  })
})

describe("CurriculumSections", () => {
  it("renders every section of a category with its heading, lists and entries", () => {
    const withEntries = curricula.categories.find((category) =>
      category.sections?.some((section) => section.blocks.some((block) => "entries" in block)),
    )!
    const sections = (withEntries.sections ?? []).map((section) => ({
      heading: section.heading,
      blocks: section.blocks.map((block) => ({ ...NONE, ...block })),
    }))
    render(<CurriculumSections category={{ slug: withEntries.slug, sections }} />)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(sections.map((section) => section.heading))
    const section = sections.find((candidate) => candidate.blocks.some((block) => block.entries))!
    const entry = section.blocks.find((block) => block.entries)!.entries![0]!
    expect(within(screen.getByRole("region", { name: section.heading })).getByText(entry.title).tagName).toBe("DT")
    expect(screen.getAllByRole("list").length).toBeGreaterThan(0)
  })
})

describe("CategoryNav", () => {
  it("links every category with a navLabel, in order, marking the current one", () => {
    const menu = curricula.categories.filter((category) => category.navLabel !== undefined)
    const current = menu[1]!
    render(<CategoryNav currentSlug={current.slug} />)
    const nav = screen.getByRole("navigation", { name: curricula.navigationLabel })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      menu.map((category) => [category.navLabel, `/${category.slug}/`]),
    )
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(menu.map((category) => (category === current ? "page" : null)))
  })

  it("marks none on the college home, which is not in this menu", () => {
    render(<CategoryNav currentSlug={curricula.categories.find((category) => category.kind === "college")!.slug} />)
    expect(screen.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))).toEqual([])
  })
})

describe("CategoryAside", () => {
  it("holds the computer-science +2 banner and the side banner, both leading to the form", () => {
    render(<CategoryAside />)
    const aside = screen.getByRole("complementary", { name: curricula.aside.label })
    expect(within(aside).getByRole("heading", { name: curricula.aside.sideBanner.title })).toBeInTheDocument()
    for (const link of [curricula.aside.promo.link, curricula.aside.sideBanner.link]) {
      expect(within(aside).getByRole("link", { name: link.label })).toHaveAttribute("href", `${link.to}/`)
    }
  })
})
