// The layout's place for the alerts: their code only where there are alerts, drawn at once where the
// prebuilt HTML holds them, and after the page has started where only the data has them.
import { act, render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import * as gatsby from "gatsby"
import React from "react"
import alertsJson from "../../data/alerts.json"
import type * as Slot from "../../src/features/alerts/alerts-slot"
import { asStaticQuery, siteFixture } from "../support/site-fixture"

// The alerts' own component, counted when its module is loaded.
const mockLoads = jest.fn()
jest.mock("../../src/features/alerts/site-alerts", () => {
  mockLoads()
  return { SiteAlerts: () => <section aria-label="alerts drawn" /> }
})

type SlotModule = typeof Slot

const texts = { ...alertsJson, $schema: undefined }
const anAlert = { id: "rain", message: "Closed for rain", severity: "warning", starts: "2026-07-20T06:00:00+05:45", ends: "2026-07-20T18:00:00+05:45", link: null }

function mockAlerts(alerts: unknown[]) {
  jest.mocked(useStaticQuery).mockReturnValue(asStaticQuery({ siteJson: siteFixture(), alertsJson: { ...texts, alerts }, buildClock: { now: "2026-07-20T07:00:00+05:45" } }))
}

/**
 * The slot's module afresh: nothing loaded or handed over yet, as on a new page. It shares this
 * file's React and Gatsby mock; the alerts' module it loads later comes from the file's registry, so
 * the tests that check nothing is loaded come first.
 */
function freshSlot(): SlotModule {
  let slot: SlotModule | undefined
  jest.isolateModules(() => {
    jest.doMock("react", () => React)
    jest.doMock("gatsby", () => gatsby)
    slot = jest.requireActual<SlotModule>("../../src/features/alerts/alerts-slot")
  })
  return slot!
}

beforeEach(() => {
  mockLoads.mockClear()
  document.body.innerHTML = ""
})

describe("AlertsSlot", () => {
  it("draws nothing and loads nothing while the data has no alerts", async () => {
    mockAlerts([])
    const { AlertsSlot } = freshSlot()
    const { container } = render(<AlertsSlot />)
    await act(async () => {})
    expect(container).toBeEmptyDOMElement()
    expect(mockLoads).not.toHaveBeenCalled()
  })

  it("loads nothing for a page whose HTML holds no alerts (loadPrebuiltAlerts)", () => {
    const { loadPrebuiltAlerts } = freshSlot()
    expect(loadPrebuiltAlerts()).toBeUndefined()
    expect(mockLoads).not.toHaveBeenCalled()
  })

  it("loads the alerts when the data has some, and draws them once loaded", async () => {
    mockAlerts([anAlert])
    const { AlertsSlot } = freshSlot()
    const { container } = render(<AlertsSlot />)
    // The first render matches HTML built without them.
    expect(container).toBeEmptyDOMElement()
    await act(async () => {})
    expect(mockLoads).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("region", { name: "alerts drawn" })).toBeInTheDocument()
  })

  it("draws them at the first render once handed over, as the server renders them", () => {
    mockAlerts([anAlert])
    const { AlertsSlot, provideSiteAlerts } = freshSlot()
    provideSiteAlerts({ SiteAlerts: () => <section aria-label="handed over" /> } as unknown as Parameters<typeof provideSiteAlerts>[0])
    render(<AlertsSlot />)
    expect(screen.getByRole("region", { name: "handed over" })).toBeInTheDocument()
  })
})

describe("loadPrebuiltAlerts", () => {
  it("loads the alerts before React starts when the HTML holds them, so the first render draws them", async () => {
    document.body.innerHTML = '<section id="site-alerts"></section>'
    mockAlerts([anAlert])
    const { AlertsSlot, loadPrebuiltAlerts } = freshSlot()
    await loadPrebuiltAlerts()
    const { container } = render(<AlertsSlot />, { container: document.body.appendChild(document.createElement("div")) })
    expect(container.querySelector("section")).toHaveAccessibleName("alerts drawn")
  })
})
