import type { Metric } from "web-vitals"
import { beaconTo, vitalsPayload } from "../../src/lib/web-vitals/beacon"
import { reportWebVitals } from "../../src/lib/web-vitals/report-web-vitals"

function metric(name: Metric["name"], value: number): Metric {
  return { name, value, rating: "good", delta: value, id: `v5-${name}`, entries: [], navigationType: "navigate", navigationId: 1 } as Metric
}

// A stand-in for web-vitals: each listener reports one measurement straight away.
function fakeWebVitals() {
  const listen = (name: Metric["name"], value: number) => jest.fn((callback: (m: Metric) => void) => callback(metric(name, value)))
  return {
    onCLS: listen("CLS", 0.01),
    onINP: listen("INP", 80),
    onFCP: listen("FCP", 900),
    onLCP: listen("LCP", 1500),
    onTTFB: listen("TTFB", 120),
  }
}

const originalEnv = process.env.GATSBY_VITALS_ENDPOINT
afterEach(() => {
  if (originalEnv === undefined) delete process.env.GATSBY_VITALS_ENDPOINT
  else process.env.GATSBY_VITALS_ENDPOINT = originalEnv
})

describe("reportWebVitals", () => {
  it("with no callback and no endpoint sends nothing and does not even load web-vitals", async () => {
    delete process.env.GATSBY_VITALS_ENDPOINT
    const load = jest.fn()
    await expect(reportWebVitals(undefined, { load })).resolves.toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it("with a callback reports CLS, INP, FCP, LCP and TTFB to it", async () => {
    const vitals = fakeWebVitals()
    const onReport = jest.fn()
    await expect(reportWebVitals(onReport, { endpoint: null, load: async () => vitals as never })).resolves.toBe(true)
    expect(onReport.mock.calls.map(([reported]) => reported.name)).toEqual(["CLS", "INP", "FCP", "LCP", "TTFB"])
  })

  it("with an endpoint set at build time beacons each measurement as JSON", async () => {
    process.env.GATSBY_VITALS_ENDPOINT = "https://vitals.example/collect"
    const sendBeacon = jest.fn(() => true)
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true })
    await reportWebVitals(undefined, { load: async () => fakeWebVitals() as never })
    expect(sendBeacon).toHaveBeenCalledTimes(5)
    const calls = sendBeacon.mock.calls as unknown as [string, string][]
    expect(calls[0]![0]).toBe("https://vitals.example/collect")
    expect(JSON.parse(calls[3]![1])).toEqual({ name: "LCP", value: 1500, rating: "good", delta: 1500, id: "v5-LCP", navigationType: "navigate", page: "/" })
  })

  it("resolves false, without throwing, when web-vitals cannot load", async () => {
    await expect(reportWebVitals(jest.fn(), { endpoint: null, load: () => Promise.reject(new Error("offline")) })).resolves.toBe(false)
  })
})

describe("beaconTo", () => {
  it("falls back to a keepalive fetch when the beacon is refused", () => {
    Object.defineProperty(navigator, "sendBeacon", { value: () => false, configurable: true })
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true }))
    global.fetch = fetchMock as unknown as typeof fetch
    beaconTo("https://vitals.example/collect")(metric("CLS", 0.02))
    expect(fetchMock).toHaveBeenCalledWith("https://vitals.example/collect", expect.objectContaining({ method: "POST", keepalive: true }))
  })

  it("keeps only the fields worth sending", () => {
    expect(JSON.parse(vitalsPayload(metric("TTFB", 99), "/about/"))).toEqual({
      name: "TTFB",
      value: 99,
      rating: "good",
      delta: 99,
      id: "v5-TTFB",
      navigationType: "navigate",
      page: "/about/",
    })
  })
})
