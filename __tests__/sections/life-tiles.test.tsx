import { render, screen, waitFor, within } from "@testing-library/react"
import React from "react"
import { LifeTiles } from "../../src/sections/college/life-tiles"
import { escapeRegExp } from "../support/link-names"
import { startPageModules } from "../support/modules"
import { collegeFixture, mockPageQueries } from "../support/page-fixtures"
import { fill } from "../support/site-fixture"

beforeEach(() => mockPageQueries())

// The date tile reads today's date once its module starts; waiting for it keeps its update inside the test.
async function renderTiles() {
  const { life } = collegeFixture()
  render(<LifeTiles life={life} />)
  await startPageModules()
  await waitFor(() => expect(document.querySelector("[data-today-tile]")).not.toHaveAttribute("aria-busy"), { timeout: 5000 })
  return life
}

function tileOf(title: string): HTMLElement {
  return screen.getByRole("heading", { level: 3, name: title }).closest("li")!
}

describe("LifeTiles", () => {
  it("has the today, club, social and journal tiles, in that order", async () => {
    const life = await renderTiles()
    const section = screen.getByRole("region", { name: fill(life.title) })
    expect(within(section).getByText(fill(life.intro))).toBeInTheDocument()
    const titles = within(section)
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("heading", { level: 3 }).textContent)
    expect(titles).toEqual([life.today.title, life.club.title, life.social.title, life.journal.title].map((title) => fill(title)))
  })

  it("shows the club and journal as captioned pictures", async () => {
    const life = await renderTiles()
    for (const picture of [life.club, life.journal]) {
      const figure = within(tileOf(fill(picture.title))).getByRole("figure")
      expect(within(figure).getByRole("img", { name: fill(picture.alt) })).toBeInTheDocument()
      expect(within(figure).getByText(fill(picture.text))).toBeInTheDocument()
    }
  })

  it("links the social tile to the school's social page", async () => {
    const life = await renderTiles()
    const tile = within(tileOf(fill(life.social.title)))
    expect(tile.getByText(fill(life.social.text))).toBeInTheDocument()
    const href = fill(life.social.link.to)
    expect(href).not.toContain("{")
    const name = new RegExp(`^${escapeRegExp(fill(life.social.link.label))}`)
    expect(tile.getByRole("link", { name })).toHaveAttribute("href", href)
  })
})
