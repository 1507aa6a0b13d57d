import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import React from "react"
import alertsJson from "../../data/alerts.json"
import { SiteAlerts } from "../../src/features/alerts/site-alerts"
import { DISMISSED_KEY } from "../../src/lib/alerts/alerts"
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

async function renderAt(now: string, buildNow = "2026-07-20T07:00:00+05:45") {
  mockQueries(buildNow)
  jest.useFakeTimers({ now: new Date(now), advanceTimers: true })
  render(<SiteAlerts />)
  await act(async () => {})
}

afterEach(() => {
  jest.useRealTimers()
  window.localStorage.clear()
})

describe("SiteAlerts", () => {
  it("shows the active alerts in a labelled region, critical ones as role alert, others as a polite status", async () => {
    await renderAt("2026-07-20T12:00:00+05:45")
    const region = screen.getByRole("region", { name: texts.regionLabel })
    expect(region).toBeVisible()
    expect(screen.getByRole("alert")).toHaveTextContent("Evacuation drill")
    expect(screen.getByRole("status")).toHaveTextContent("Closed for rain")
    expect(screen.queryByText(/Exams moved/)).not.toBeVisible()
  })

  it("lets the visitor dismiss a warning for good, but offers no dismiss button on a critical alert", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderAt("2026-07-20T12:00:00+05:45")
    const buttons = screen.getAllByRole("button", { name: texts.dismissLabel })
    // The warning only: the critical alert has none, and the info alert has not started.
    expect(buttons).toHaveLength(1)
    await user.click(buttons[0]!)
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_KEY)!)).toEqual(["rain"])
    expect(screen.getByRole("alert")).toBeVisible()
    expect(screen.getByRole("alert").querySelector("button")).toBeNull()
  })

  it("keeps a dismissed alert hidden on the next page view", async () => {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(["rain"]))
    await renderAt("2026-07-20T12:00:00+05:45")
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
  })

  it("hides alerts that ended since the build, and shows one once it starts", async () => {
    await renderAt("2026-07-21T07:00:00+05:45")
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
    expect(screen.getByText(/Exams moved/)).toBeVisible()
  })

  it("renders nothing when no alert is left at build time", async () => {
    mockQueries("2026-08-01T00:00:00+05:45")
    const { container } = render(<SiteAlerts />)
    expect(container).toBeEmptyDOMElement()
  })
})
