import {
  alertsForBuild,
  DISMISSED_KEY,
  isAlertShown,
  readDismissed,
  rememberDismissed,
} from "../../src/lib/alerts/alerts"

const alert = (fields: Partial<{ id: string; severity: string; starts: string; ends: string }> = {}) => ({
  id: "rain",
  severity: "warning",
  starts: "2026-07-20T06:00:00+05:45",
  ends: "2026-07-20T18:00:00+05:45",
  ...fields,
})
const at = (iso: string) => Date.parse(iso)

describe("alert visibility", () => {
  it("shows an alert from its start (included) to its end (excluded), in Nepal time", () => {
    const none = new Set<string>()
    expect(isAlertShown(alert(), at("2026-07-20T05:59:59+05:45"), none)).toBe(false)
    expect(isAlertShown(alert(), at("2026-07-20T00:15:00Z"), none)).toBe(true)
    expect(isAlertShown(alert(), at("2026-07-20T17:59:59+05:45"), none)).toBe(true)
    expect(isAlertShown(alert(), at("2026-07-20T18:00:00+05:45"), none)).toBe(false)
  })

  it("hides a dismissed info or warning alert, never a critical one", () => {
    const dismissed = new Set(["rain"])
    const now = at("2026-07-20T12:00:00+05:45")
    expect(isAlertShown(alert({ severity: "info" }), now, dismissed)).toBe(false)
    expect(isAlertShown(alert({ severity: "warning" }), now, dismissed)).toBe(false)
    expect(isAlertShown(alert({ severity: "critical" }), now, dismissed)).toBe(true)
  })

  it("keeps in the build the alerts that have not ended, future ones included", () => {
    const alerts = [alert({ id: "past", ends: "2026-07-01T00:00:00+05:45", starts: "2026-06-30T00:00:00+05:45" }), alert({ id: "now" }), alert({ id: "future", starts: "2026-08-01T00:00:00+05:45", ends: "2026-08-02T00:00:00+05:45" })]
    expect(alertsForBuild(alerts, at("2026-07-20T12:00:00+05:45")).map((item) => item.id)).toEqual(["now", "future"])
  })

  it("remembers dismissed ids in localStorage and survives broken storage", () => {
    window.localStorage.clear()
    rememberDismissed(window.localStorage, "a")
    rememberDismissed(window.localStorage, "b")
    expect([...readDismissed(window.localStorage)]).toEqual(["a", "b"])
    window.localStorage.setItem(DISMISSED_KEY, "{not json")
    expect(readDismissed(window.localStorage).size).toBe(0)
    expect(readDismissed(null).size).toBe(0)
  })

  it("has a head script that applies the same rule to the alerts in the HTML before they paint", async () => {
    document.body.innerHTML = `
      <section id="site-alerts">
        <div data-alert-id="on" data-starts="2026-07-20T06:00:00+05:45" data-ends="2026-07-20T18:00:00+05:45" data-dismissible></div>
        <div data-alert-id="gone" data-starts="2026-07-20T06:00:00+05:45" data-ends="2026-07-20T07:00:00+05:45" data-dismissible></div>
        <div data-alert-id="later" data-starts="2026-07-21T06:00:00+05:45" data-ends="2026-07-21T18:00:00+05:45" data-dismissible hidden></div>
        <div data-alert-id="dismissed" data-starts="2026-07-20T06:00:00+05:45" data-ends="2026-07-20T18:00:00+05:45" data-dismissible></div>
        <div data-alert-id="critical" data-starts="2026-07-20T06:00:00+05:45" data-ends="2026-07-20T18:00:00+05:45"></div>
      </section>`
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(["dismissed", "critical"]))
    jest.useFakeTimers({ now: at("2026-07-20T12:00:00+05:45") })
    await jest.isolateModulesAsync(async () => {
      await import("../../src/browser/blocking/alerts")
    })
    jest.useRealTimers()
    const shown = [...document.querySelectorAll<HTMLElement>("[data-alert-id]")].filter((el) => !el.hidden).map((el) => el.dataset.alertId)
    expect(shown).toEqual(["on", "critical"])
    expect(document.getElementById("site-alerts")!.hidden).toBe(false)
  })
})
