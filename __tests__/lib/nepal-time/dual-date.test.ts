import NepaliDate from "nepali-date-converter"
import { nepalDay, parseIsoDay } from "../../../src/lib/nepal-time/day"
import { dualDate } from "../../../src/lib/nepal-time/dual-date"

describe("dualDate", () => {
  it("gives the Bikram Sambat day first and the AD day beside it", () => {
    // Checked against the converter itself, so the test does not carry a hand-made table.
    const bs = NepaliDate.fromAD(new Date(2026, 10, 23, 12)).format("MMMM D, YYYY", "en")
    expect(dualDate("2026-11-23")).toEqual({ iso: "2026-11-23", bs, ad: "November 23, 2026" })
  })

  it("refuses a day that does not exist", () => {
    expect(() => dualDate("2026-02-30")).toThrow('"2026-02-30" is not a day written YYYY-MM-DD.')
    expect(parseIsoDay("2026-2-3")).toBeNull()
    expect(parseIsoDay("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 })
  })
})

describe("nepalDay", () => {
  it("reads a moment as the day it is in Nepal (UTC+05:45)", () => {
    expect(nepalDay("2026-11-23T18:14:00Z")).toBe("2026-11-23")
    expect(nepalDay("2026-11-23T18:15:00Z")).toBe("2026-11-24")
    expect(nepalDay(new Date("2026-11-23T00:00:00+05:45"))).toBe("2026-11-23")
  })
})
