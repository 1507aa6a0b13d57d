// The accessibility page: its sections from data/accessibility.json, the school's contact from
// data/site.json as links, and the promised answer time written in the page's digits.
import { render, screen, within } from "@testing-library/react"
import React from "react"
import accessibilityJson from "../../data/accessibility.json"
import nepaliAccessibility from "../../data/ne/accessibility.json"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { toLocaleDigits } from "../../src/lib/i18n/digits"
import type { Locale } from "../../src/lib/i18n/locales"
import { Accessibility, type AccessibilityData } from "../../src/sections/site-pages/accessibility"
import { LocaleProvider } from "../../src/state/locale-context"
import { fill, mockSiteQuery } from "../support/site-fixture"

const english = { ...accessibilityJson, untranslated: [] } as unknown as AccessibilityData
const nepali = { ...withTranslations(accessibilityJson, nepaliAccessibility), untranslated: [] } as unknown as AccessibilityData

function renderPage(data: AccessibilityData, locale: Locale = "en") {
  const site = mockSiteQuery()
  render(
    <LocaleProvider locale={locale}>
      <Accessibility accessibility={data} />
    </LocaleProvider>,
  )
  return site
}

describe("Accessibility", () => {
  it("shows every section's heading, paragraphs and list from data, in order", () => {
    renderPage(english)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual([...english.sections.map((section) => fill(section.heading)), fill(english.report.heading)])
    for (const section of english.sections) {
      for (const paragraph of section.paragraphs) expect(screen.getByText(fill(paragraph))).toBeInTheDocument()
      for (const item of section.items ?? []) expect(screen.getByText(fill(item))).toBeInTheDocument()
    }
  })

  it("gives the school's email and first phone as links to write or call", () => {
    const site = renderPage(english)
    const report = within(screen.getByRole("region", { name: fill(english.report.heading) }))
    expect(report.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const phone = site.phones[0]!
    expect(report.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`)
    expect(report.getByText(fill(english.report.emailLabel))).toBeInTheDocument()
  })

  it.each([
    ["en", english],
    ["ne", nepali],
  ] as const)("says within how many working days the school answers, in the page's digits (%s)", (locale, data) => {
    renderPage(data, locale)
    const answer = screen.getByTestId("report-answer")
    expect(answer).toHaveTextContent(fill(data.report.answer).replace("{days}", toLocaleDigits(accessibilityJson.report.answerDays, locale)))
    expect(answer.textContent).not.toContain("{days}")
  })
})
