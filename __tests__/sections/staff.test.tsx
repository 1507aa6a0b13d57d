// The staff page's body from data/staff.json: departments and people in the data's order, and per
// person only what the school chose to show (photo, qualifications, contact).
import { render, screen, within } from "@testing-library/react"
import React from "react"
import aboutJson from "../../data/about.json"
import staffJson from "../../data/staff.json"
import nepaliStaff from "../../data/ne/staff.json"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import type { Locale } from "../../src/lib/i18n/locales"
import { Staff, type StaffData } from "../../src/sections/staff/staff"
import { LocaleProvider } from "../../src/state/locale-context"
import { imageFile } from "../support/page-fixtures"
import { fill, mockSiteQuery } from "../support/site-fixture"

type Person = (typeof staffJson.departments)[number]["people"][number] & { image?: string; email?: string; phone?: string }

function asQuery(data: typeof staffJson): StaffData {
  return {
    ...data,
    untranslated: [],
    departments: data.departments.map((department) => ({
      ...department,
      intro: department.intro ?? null,
      people: department.people.map((person: Person) => ({
        ...person,
        image: person.image ? imageFile(person.image) : null,
        email: person.email ?? null,
        phone: person.phone ?? null,
      })),
    })),
  } as unknown as StaffData
}

function renderStaff(data: StaffData, locale: Locale = "en") {
  mockSiteQuery()
  return render(
    <LocaleProvider locale={locale}>
      <Staff staff={data} />
    </LocaleProvider>,
  )
}

const everyone = staffJson.departments.flatMap((department) => department.people as Person[])

describe("Staff", () => {
  it("shows the departments in the data's order, each linked from the top, with its people in order", () => {
    renderStaff(asQuery(staffJson))
    const jumps = within(screen.getByRole("navigation", { name: staffJson.labels.departments })).getAllByRole("link")
    expect(jumps.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      staffJson.departments.map((department) => [fill(department.name), `#${department.id}`]),
    )
    for (const department of staffJson.departments) {
      const section = screen.getByRole("region", { name: fill(department.name) })
      expect(section).toHaveAttribute("id", department.id)
      const names = within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
      expect(names).toEqual(department.people.map((person) => person.name))
    }
  })

  it("shows each person's photo, qualifications and contact only where the school chose to", () => {
    const { container } = renderStaff(asQuery(staffJson))
    const cards = Array.from(container.querySelectorAll("li")).filter((item) => item.querySelector("h3"))
    expect(cards).toHaveLength(everyone.length)
    everyone.forEach((person, index) => {
      const card = cards[index]!
      expect(card).toHaveTextContent(fill(person.role))
      for (const subject of person.subjects) expect(card).toHaveTextContent(fill(subject))
      expect(card.querySelector("img[data-main-image]") !== null).toBe(person.show.photo && Boolean(person.image))
      for (const qualification of person.qualifications) expect(card.textContent!.includes(fill(qualification))).toBe(person.show.qualifications)
      const links = within(card).queryAllByRole("link").map((link) => link.getAttribute("href"))
      const contact = [person.email ? `mailto:${person.email}` : null, person.phone ? `tel:${person.phone.replace(/[^+\d]/g, "")}` : null].filter(Boolean)
      expect(links).toEqual(person.show.contact ? contact : [])
    })
  })

  it("hides what a person's show turns off even when the data has it", () => {
    const data = JSON.parse(JSON.stringify(staffJson)) as typeof staffJson
    const person = data.departments[0]!.people[0]! as Person
    person.show = { photo: false, contact: false, qualifications: false }
    renderStaff(asQuery(data))
    const card = screen.getByRole("heading", { level: 3, name: person.name }).closest("li")!
    expect(card.querySelector("img")).toBeNull()
    expect(within(card).queryAllByRole("link")).toEqual([])
    expect(card).not.toHaveTextContent(fill(person.qualifications[0]!))
  })

  it("shows the Nepali roles and labels on the Nepali page, names as written", () => {
    renderStaff(asQuery(withTranslations(staffJson, nepaliStaff) as typeof staffJson), "ne")
    const first = nepaliStaff.departments[0]!
    const section = screen.getByRole("region", { name: fill(first.name) })
    expect(within(section).getByRole("heading", { level: 3, name: staffJson.departments[0]!.people[0]!.name })).toBeInTheDocument()
    expect(section).toHaveTextContent(first.people[0]!.role)
    expect(section).toHaveTextContent(nepaliStaff.labels.subjects)
  })
})

describe("data/staff.json and the About page's team", () => {
  it("writes a team member who is on the staff with the same name and photo as the About page", () => {
    const team = new Map(aboutJson.team.members.map((member) => [member.name, member.image]))
    const shared = everyone.filter((person) => team.has(person.name))
    expect(shared.length).toBeGreaterThan(0)
    for (const person of shared) expect(person.image).toBe(team.get(person.name))
  })
})
