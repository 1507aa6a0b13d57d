import nepaliDates from "../../data/ne/dates.json"
import { toBikramSambat } from "../../src/lib/dates/bikram-sambat"
import { calendarDay, calendarDayIn, formatLongDate } from "../../src/lib/dates/calendar-day"
import { todayTile } from "../../src/lib/dates/today-tile"
import { toLocaleDigits } from "../../src/lib/i18n/digits"

describe("calendarDayIn (Nepal time, UTC+5:45)", () => {
  it("is still 13 April in Kathmandu one second before its midnight", () => {
    expect(calendarDayIn(new Date("2025-04-13T18:14:59Z"))).toEqual({
      year: 2025,
      month: 4,
      day: 13,
      weekday: "Sunday",
      monthName: "April",
      iso: "2025-04-13",
    })
  })

  it("turns to 14 April at 18:15 UTC, Kathmandu's midnight", () => {
    expect(calendarDayIn(new Date("2025-04-13T18:15:00Z"))).toMatchObject({ day: 14, weekday: "Monday", iso: "2025-04-14" })
  })

  it("turns the year at Kathmandu's midnight, not the visitor's", () => {
    expect(calendarDayIn(new Date("2023-12-31T18:14:59Z")).iso).toBe("2023-12-31")
    expect(calendarDayIn(new Date("2023-12-31T18:15:00Z"))).toMatchObject({ iso: "2024-01-01", weekday: "Monday", monthName: "January" })
  })

  it("formats the site's long date, month name, day and year", () => {
    expect(formatLongDate(calendarDayIn(new Date("2025-04-14T06:00:00Z")))).toBe("April 14, 2025")
  })
})

describe("calendarDay (a fixed day from data)", () => {
  it("puts a YYYY-MM-DD day into words, the same in every time zone", () => {
    expect(calendarDay("2023-01-04")).toEqual({ iso: "2023-01-04", weekday: "Wednesday", day: 4, month: 1, monthName: "January", year: 2023 })
    expect(calendarDay("2024-02-29").weekday).toBe("Thursday")
  })

  it("refuses a day that does not exist or is not written YYYY-MM-DD", () => {
    expect(() => calendarDay("2023-02-30")).toThrow('"2023-02-30" is not a day')
    expect(() => calendarDay("4 January 2023")).toThrow("YYYY-MM-DD")
  })
})

describe("toBikramSambat", () => {
  it.each([
    [{ year: 2025, month: 4, day: 14 }, { year: 2082, month: 1, day: 1, text: "Baisakh 1, 2082" }],
    [{ year: 2025, month: 4, day: 13 }, { year: 2081, month: 12, day: 31, text: "Chaitra 31, 2081" }],
    [{ year: 2024, month: 4, day: 13 }, { year: 2081, month: 1, day: 1, text: "Baisakh 1, 2081" }],
    [{ year: 2026, month: 4, day: 14 }, { year: 2083, month: 1, day: 1, text: "Baisakh 1, 2083" }],
    [{ year: 2024, month: 1, day: 1 }, { year: 2080, month: 9, day: 16, text: "Poush 16, 2080" }],
  ])("converts %o (AD) to %o (BS)", (ad, bs) => {
    expect(toBikramSambat(ad)).toMatchObject(bs)
  })

  it("writes the BS date in Nepali too, with the Nepali month name and Devanagari digits", () => {
    const bs = toBikramSambat({ year: 2025, month: 4, day: 14 })
    expect(bs.nepaliText).toContain(nepaliDates.bsMonths[bs.month - 1])
    expect(bs.nepaliText).toContain(toLocaleDigits(bs.year, "ne"))
    expect(bs.nepaliText).not.toMatch(/[0-9]/)
  })
})

describe("todayTile", () => {
  it("gives Nepal's day in AD and BS around the BS new year", () => {
    const before = todayTile(new Date("2025-04-13T18:14:59Z"))
    const after = todayTile(new Date("2025-04-13T18:15:00Z"))
    expect([before.ad.iso, before.bs.text]).toEqual(["2025-04-13", "Chaitra 31, 2081"])
    expect([after.ad.iso, after.bs.text]).toEqual(["2025-04-14", "Baisakh 1, 2082"])
  })
})
