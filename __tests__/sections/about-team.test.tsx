import { render, screen, within } from "@testing-library/react"
import React from "react"
import { Team } from "../../src/sections/about/team"
import { aboutFixture } from "../support/page-fixtures"
import { mockSiteQuery } from "../support/site-fixture"

describe("'Meet Our Team'", () => {
  it("shows every member in order, each with photo, name and position", () => {
    mockSiteQuery()
    const { team } = aboutFixture()
    render(<Team team={team} />)
    const section = screen.getByRole("region", { name: team.title })
    expect(section).toHaveAttribute("id", "teams")
    const members = within(section).getAllByRole("listitem")
    expect(members).toHaveLength(team.members.length)
    team.members.forEach((member, index) => {
      const item = members[index]!
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(member.name)
      expect(item).toHaveTextContent(member.position)
      // The photo sits beside the printed name: decorative, so not announced twice.
      expect(item.querySelector("img[data-main-image]")).toHaveAttribute("alt", "")
    })
  })
})

describe("the team's link to the staff page", () => {
  it("leads from the team to every department and teacher", () => {
    mockSiteQuery()
    const { team } = aboutFixture()
    render(<Team team={team} />)
    const link = team.staffLink!
    expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", `${link.to}/`)
  })
})
