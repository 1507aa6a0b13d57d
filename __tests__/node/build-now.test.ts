import { buildNow } from "../../src/node/build-now"

describe("buildNow", () => {
  it("takes CREST_NOW when it is set, so a test can pin the build's clock", () => {
    expect(buildNow({ CREST_NOW: "2026-11-23T09:00:00+05:45" }).toISOString()).toBe("2026-11-23T03:15:00.000Z")
  })

  it("takes the real clock otherwise", () => {
    const before = Date.now()
    const now = buildNow({}).getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it("refuses a CREST_NOW that is not a date-time", () => {
    expect(() => buildNow({ CREST_NOW: "next tuesday" })).toThrow("CREST_NOW")
  })
})
