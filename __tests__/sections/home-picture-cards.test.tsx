import { render, screen, within } from "@testing-library/react"
import React from "react"
import messages from "../../data/messages.json"
import { PictureCards } from "../../src/sections/home/picture-cards"
import { learnMoreName } from "../support/link-names"
import { homeFixture } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

describe("picture cards ('Why {name}', 'Join {brand}')", () => {
  it("'Why' shows every card, each with its picture, text and a 'Learn More' to a page of the site", () => {
    mockSiteQuery()
    const { why, labels } = homeFixture()
    render(<PictureCards id="why" section={why} cards={why.cards} learnMore={labels.learnMore} columns={3} />)
    expect(screen.getByRole("heading", { level: 2, name: fill(why.title) })).toBeInTheDocument()
    expect(screen.getAllByRole("article")).toHaveLength(why.cards.length)
    for (const card of why.cards) {
      const article = screen.getByRole("heading", { level: 3, name: card.title }).closest("article")!
      expect(within(article).getByRole("img", { name: card.alt })).toBeInTheDocument()
      expect(within(article).getByText(card.text)).toBeInTheDocument()
      const link = within(article).getByRole("link", { name: learnMoreName(labels.learnMore, card.title) })
      expect(link).toHaveAttribute("href", `${card.to}/`)
    }
  })

  it("'Join' sends each level to its page, and the college card to the external college site in a new tab", () => {
    mockSiteQuery()
    const { join, labels } = homeFixture()
    // A test-owned external card, so the new-tab rule is checked whatever levels the school lists.
    const levels = [...join.levels, { ...join.levels[0]!, title: "A partner school", to: "https://partner.example/" }]
    render(<PictureCards id="join" section={join} cards={levels} learnMore={labels.learnMore} columns={4} />)
    expect(screen.getByRole("heading", { level: 2, name: fill(join.title) })).toBeInTheDocument()
    for (const level of levels) {
      const link = screen.getByRole("link", { name: learnMoreName(labels.learnMore, level.title) })
      if (level.to.startsWith("/")) {
        expect(link).toHaveAttribute("href", `${level.to}/`)
        expect(link).not.toHaveAttribute("target")
      } else {
        expect(link).toHaveAttribute("href", fill(level.to))
        expect(link).toHaveAttribute("target", "_blank")
        expect(link).toHaveAttribute("rel", "noopener noreferrer")
        expect(link).toHaveAccessibleName(expect.stringContaining(messages.links.newTab))
      }
    }
  })
})
