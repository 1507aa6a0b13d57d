import { calendarDay } from "../../src/lib/calendar-day"

describe("calendarDay", () => {
  it("puts a YYYY-MM-DD day into words, the same in every time zone", () => {
    expect(calendarDay("2023-01-04")).toEqual({ iso: "2023-01-04", weekday: "Wednesday", day: 4, month: "January", year: 2023 })
    expect(calendarDay("2024-02-29").weekday).toBe("Thursday")
  })

  it("refuses a day that does not exist or is not written YYYY-MM-DD", () => {
    expect(() => calendarDay("2023-02-30")).toThrow('"2023-02-30" is not a day')
    expect(() => calendarDay("4 January 2023")).toThrow("YYYY-MM-DD")
  })
})
