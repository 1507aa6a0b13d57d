import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import alertsJson from "../../data/alerts.json"
import { SiteAlerts } from "../../src/features/alerts/site-alerts"
import { asStaticQuery, siteFixture } from "../support/site-fixture"

const texts = { ...alertsJson, $schema: undefined }
const window_ = { starts: "2026-07-20T06:00:00+05:45", ends: "2026-07-20T18:00:00+05:45" }
const fixtureAlerts = [
  { id: "rain", message: "Closed for rain", severity: "warning", ...window_, link: null },
  { id: "fire", message: "Evacuation drill", severity: "critical", ...window_, link: null },
  { id: "later", message: "Exams moved", severity: "info", starts: "2026-07-21T06:00:00+05:45", ends: "2026-07-22T06:00:00+05:45", link: null },
]

function mockQueries(buildNow: string) {
  const site = siteFixture()
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: site, alertsJson: { ...texts, alerts: fixtureAlerts }, buildClock: { now: buildNow } }))
}

function renderBuiltAt(buildNow: string) {
  mockQueries(buildNow)
  return render(<SiteAlerts />)
}

// What the HTML holds; what the page's script does with it is the frame's (__tests__/browser/frame/).
describe("SiteAlerts", () => {
  it("writes the alerts not ended at build time in a labelled region, critical ones as role alert, others as a polite status", () => {
    renderBuiltAt("2026-07-20T07:00:00+05:45")
    const region = screen.getByRole("region", { name: texts.regionLabel })
    expect(region).toBeVisible()
    expect(screen.getByRole("alert")).toHaveTextContent("Evacuation drill")
    expect(screen.getByRole("status")).toHaveTextContent("Closed for rain")
    // Written hidden, with its times, for the page to show once it starts.
    const later = screen.getByText(/Exams moved/).closest<HTMLElement>("[data-alert-id]")!
    expect(later).not.toBeVisible()
    expect(later).toHaveAttribute("data-starts", fixtureAlerts[2]!.starts)
    expect(later).toHaveAttribute("data-ends", fixtureAlerts[2]!.ends)
  })

  it("gives a dismiss button to info and warning alerts, none to a critical one", () => {
    renderBuiltAt("2026-07-20T07:00:00+05:45")
    expect(screen.getAllByRole("button", { name: texts.dismissLabel, hidden: true })).toHaveLength(2)
    expect(screen.getByRole("alert").querySelector("button")).toBeNull()
    expect(screen.getByRole("alert")).not.toHaveAttribute("data-dismissible")
  })

  it("renders nothing when no alert is left at build time", () => {
    const { container } = renderBuiltAt("2026-08-01T00:00:00+05:45")
    expect(container).toBeEmptyDOMElement()
  })
})
