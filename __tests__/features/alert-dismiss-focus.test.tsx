// Where focus goes when an alert is dismissed: on, to what Tab would have reached next, not to <body>.
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import React from "react"
import { SiteAlerts } from "../../src/features/alerts/site-alerts"
import { asStaticQuery, siteFixture } from "../support/site-fixture"

const window_ = { starts: "2026-07-20T06:00:00+05:45", ends: "2026-07-20T18:00:00+05:45" }
const texts = {
  locale: "en",
  regionLabel: "Notices for today",
  dismissLabel: "Hide this notice",
  severityLabels: { info: "For your information", warning: "Please note", critical: "Important" },
}

function renderWith(alerts: object[]) {
  jest.mocked(useStaticQuery).mockReturnValue(
    asStaticQuery({ siteJson: siteFixture(), alertsJson: { ...texts, alerts }, buildClock: { now: "2026-07-20T07:00:00+05:45" } }),
  )
  jest.useFakeTimers({ now: new Date("2026-07-20T12:00:00+05:45"), advanceTimers: true })
  return render(
    <>
      <SiteAlerts />
      <a href="/">After the alerts</a>
    </>,
  )
}

afterEach(() => {
  jest.useRealTimers()
  window.localStorage.clear()
})

describe("dismissing an alert", () => {
  it("moves focus to the next alert's link, then past the alerts once none is left to reach", async () => {
    renderWith([
      { id: "rain", message: "Closed for rain", severity: "warning", ...window_, link: null },
      { id: "bus", message: "Buses run late", severity: "info", ...window_, link: { label: "Routes", to: "/about" } },
    ])
    await act(async () => {})
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const [first, second] = screen.getAllByRole("button", { name: texts.dismissLabel })
    await user.click(first!)
    expect(screen.getByRole("link", { name: "Routes" })).toHaveFocus()
    await user.click(second!)
    expect(screen.getByRole("link", { name: "After the alerts" })).toHaveFocus()
    expect(document.body).not.toHaveFocus()
  })

  it("from the keyboard too", async () => {
    renderWith([{ id: "rain", message: "Closed for rain", severity: "warning", ...window_, link: null }])
    await act(async () => {})
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    screen.getByRole("button", { name: texts.dismissLabel }).focus()
    await user.keyboard("{Enter}")
    expect(screen.getByText(/Closed for rain/)).not.toBeVisible()
    expect(screen.getByRole("link", { name: "After the alerts" })).toHaveFocus()
  })
})
