import { render, screen, within } from "@testing-library/react"
import React from "react"
import lunchMenuJson from "../../data/lunch-menu.json"
import privacyJson from "../../data/privacy.json"
import { LunchMenu } from "../../src/sections/lunch/lunch-menu"
import { OWN_RECEIVER } from "../../src/lib/admission/receiver"
import { Privacy, type PrivacyProps } from "../../src/sections/site-pages/privacy"
import { fill, mockSiteQuery } from "../support/site-fixture"

const privacy = privacyJson as unknown as PrivacyProps["privacy"]
const menu = lunchMenuJson as unknown as Queries.LunchMenuFieldsFragment

describe("Privacy", () => {
  it("says the form sends nothing online, and how it reaches the school, when no endpoint is set", () => {
    const site = mockSiteQuery()
    render(<Privacy privacy={privacy} endpoint={null} retentionDays={null} />)
    const sending = screen.getByTestId("form-sending")
    expect(sending).toHaveTextContent(fill(privacy.form.withoutEndpoint).replace("{email}", site.email))
  })

  it("names the endpoint the form sends to when it is another service", () => {
    mockSiteQuery()
    render(<Privacy privacy={privacy} endpoint="https://forms.school.example/apply" retentionDays={null} />)
    expect(screen.getByTestId("form-sending")).toHaveTextContent(fill(privacy.form.withEndpoint).replace("{endpoint}", "https://forms.school.example/apply"))
  })

  it("says the answers stay with the school, and for how long, when the site's own receiver takes them", () => {
    mockSiteQuery()
    render(<Privacy privacy={privacy} endpoint={OWN_RECEIVER} retentionDays={123} />)
    const sending = screen.getByTestId("form-sending")
    expect(sending).toHaveTextContent(fill(privacy.form.withReceiver).replace("{retentionDays}", "123"))
    expect(sending).not.toHaveTextContent(OWN_RECEIVER)
  })

  it("lists what the site keeps in the browser, from data", () => {
    mockSiteQuery()
    render(<Privacy privacy={privacy} endpoint={null} retentionDays={null} />)
    for (const section of privacy.sections) {
      expect(screen.getByRole("heading", { name: fill(section.heading) })).toBeInTheDocument()
      for (const item of section.items ?? []) expect(screen.getByText(fill(item))).toBeInTheDocument()
    }
  })
})

describe("LunchMenu", () => {
  it("shows every school day with its dishes, vegetarian ones marked, then Saturday's holiday note", () => {
    mockSiteQuery()
    render(<LunchMenu menu={menu} />)
    const days = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(days).toEqual([...menu.days.map((day) => day.day), menu.saturday.day])
    const first = screen.getByRole("heading", { name: menu.days[0]!.day }).closest("li")!
    const dishes = within(first).getAllByRole("listitem")
    expect(dishes).toHaveLength(menu.days[0]!.dishes.length)
    menu.days[0]!.dishes.forEach((dish, index) => {
      expect(dishes[index]!.textContent).toBe(dish.name + (dish.vegetarian ? menu.vegetarianLabel : ""))
    })
    expect(screen.getByText(menu.saturday.note)).toBeInTheDocument()
  })
})
