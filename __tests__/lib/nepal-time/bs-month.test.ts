import dates from "../../../data/dates.json"
import NepaliDate, { dateConfigMap } from "nepali-date-converter"
import { addDays, weekdayOf } from "../../../src/lib/nepal-time/day"
import { bsMonthInfo, monthWeeks, nextMonth } from "../../../src/lib/nepal-time/bs-month"
import { bsMonthOf } from "../../../src/lib/nepal-time/bikram-sambat"

describe("Bikram Sambat months", () => {
  it("takes each month's length from the converter's table and its name from data, for every month of 2083", () => {
    const table = Object.values(dateConfigMap["2083"]!)
    table.forEach((length, index) => {
      const info = bsMonthInfo({ year: 2083, month: index + 1 })
      expect(info.name).toBe(dates.bsMonths[index])
      expect(info.length).toBe(length)
      expect(addDays(info.firstDay, length - 1)).toBe(info.lastDay)
      // Months follow each other without a gap.
      if (index < 11) expect(bsMonthInfo({ year: 2083, month: index + 2 }).firstDay).toBe(addDays(info.lastDay, 1))
    })
  })

  it("pairs the first BS day with the AD day the converter gives", () => {
    const expected = new NepaliDate(2083, 7, 1).toJsDate()
    const info = bsMonthInfo({ year: 2083, month: 8 })
    expect(info.firstDay).toBe(
      `${expected.getFullYear()}-${String(expected.getMonth() + 1).padStart(2, "0")}-${String(expected.getDate()).padStart(2, "0")}`,
    )
    expect(bsMonthOf(info.firstDay)).toEqual({ year: 2083, month: 8 })
    expect(bsMonthOf(addDays(info.firstDay, -1))).toEqual({ year: 2083, month: 7 })
  })

  it("lays a month out in weeks that start on Sunday, every day once and in order", () => {
    for (let month = 1; month <= 12; month++) {
      const info = bsMonthInfo({ year: 2083, month })
      const weeks = monthWeeks(info)
      expect(weeks.every((week) => week.length === 7)).toBe(true)
      const cells = weeks.flat()
      const days = cells.filter((cell) => cell !== null)
      expect(days.map((cell) => cell!.bsDay)).toEqual(Array.from({ length: info.length }, (_, index) => index + 1))
      days.forEach((cell) => expect(cells.indexOf(cell) % 7).toBe(weekdayOf(cell!.iso)))
      expect(cells.indexOf(days[0]!)).toBe(new Date(`${info.firstDay}T00:00:00Z`).getUTCDay())
    }
  })

  it("steps across the turn of the year", () => {
    expect(nextMonth({ year: 2083, month: 12 }, 1)).toEqual({ year: 2084, month: 1 })
    expect(nextMonth({ year: 2083, month: 1 }, -1)).toEqual({ year: 2082, month: 12 })
  })
})
