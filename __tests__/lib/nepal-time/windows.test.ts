import { dayWindow, hasEnded, instantWindow, isActive } from "../../../src/lib/nepal-time/windows"
import { nepalDayStart } from "../../../src/lib/nepal-time/day"

// Instants written with Nepal's offset, so each test reads as a wall clock in Kathmandu.
const at = (localTime: string) => new Date(`${localTime}+05:45`).getTime()

describe("nepalDayStart", () => {
  it("is midnight in Kathmandu, 18:15 UTC the evening before", () => {
    expect(new Date(nepalDayStart("2026-11-23")).toISOString()).toBe("2026-11-22T18:15:00.000Z")
  })

  it("refuses a day that does not exist", () => {
    expect(() => nepalDayStart("2026-02-30")).toThrow("2026-02-30")
  })
})

describe("isActive with a window of days in Nepal", () => {
  const window = dayWindow("2026-11-20", "2026-11-25")

  it("starts at midnight of the first day in Nepal, not a minute before", () => {
    expect(isActive(window, at("2026-11-19T23:59:00"))).toBe(false)
    expect(isActive(window, at("2026-11-20T00:00:00"))).toBe(true)
  })

  it("lasts through the whole last day and ends at the next midnight in Nepal", () => {
    expect(isActive(window, at("2026-11-25T23:59:59"))).toBe(true)
    expect(isActive(window, at("2026-11-26T00:00:00"))).toBe(false)
    expect(hasEnded(window, at("2026-11-26T00:00:00"))).toBe(true)
  })

  it("reads the day in Nepal whatever the reader's zone: 18:14 UTC is still the day before there", () => {
    expect(isActive(window, new Date("2026-11-19T18:14:00Z"))).toBe(false)
    expect(isActive(window, new Date("2026-11-19T18:15:00Z"))).toBe(true)
  })

  it("leaves an open end open", () => {
    expect(isActive(dayWindow("2026-11-20", null), at("2030-01-01T00:00:00"))).toBe(true)
    expect(hasEnded(dayWindow("2026-11-20", null), at("2030-01-01T00:00:00"))).toBe(false)
    expect(isActive(dayWindow(null, "2026-11-25"), at("2000-01-01T00:00:00"))).toBe(true)
  })

  it("says an item that has not started has not ended either", () => {
    expect(hasEnded(window, at("2026-11-01T12:00:00"))).toBe(false)
  })
})

describe("isActive with a window between two date-times (alerts, timed events)", () => {
  const window = instantWindow("2026-07-20T06:00:00+05:45", "2026-07-20T18:00:00+05:45")

  it("starts at its start (included) and stops at its end (excluded)", () => {
    expect(isActive(window, at("2026-07-20T05:59:59"))).toBe(false)
    expect(isActive(window, at("2026-07-20T06:00:00"))).toBe(true)
    expect(isActive(window, at("2026-07-20T17:59:59"))).toBe(true)
    expect(isActive(window, at("2026-07-20T18:00:00"))).toBe(false)
    expect(hasEnded(window, at("2026-07-20T18:00:00"))).toBe(true)
  })

  it("compares instants, so a moment written in UTC is read in Nepal time", () => {
    expect(isActive(window, Date.parse("2026-07-20T00:15:00Z"))).toBe(true)
    expect(isActive(window, Date.parse("2026-07-20T00:14:59Z"))).toBe(false)
  })

  it("has not ended before it starts", () => {
    expect(hasEnded(window, at("2026-07-19T12:00:00"))).toBe(false)
  })
})
