// The day-part time writer and the range templates of src/lib/nepal-time/format-time.ts, checked with
// made-up words so the test pins the mechanism, and against data/dates.json for the site's own words.
import english from "../../../data/dates.json"
import { toLocaleDigits } from "../../../src/lib/i18n/digits"
import { formatTimeRangeWith, formatTimeWith, rangeParts, type TimeWords } from "../../../src/lib/nepal-time/format-time"
import { dateTextsFor, dayRangeParts, formatTime, formatTimeRange, weekdayName, withWeekday } from "../../../src/lib/nepal-time/texts"
import { fillPlaceholders } from "../../../src/lib/placeholders"

const words: TimeWords = {
  time: "{time} o'clock",
  timeRange: "{start} to {end}",
  dayParts: [
    { from: 4, name: "MORNING" },
    { from: 12, name: "AFTERNOON" },
    { from: 17, name: "EVENING" },
    { from: 20, name: "NIGHT" },
  ],
}
const ASCII_DIGIT = /[0-9]/

describe("the day-part time writer", () => {
  it("writes a Nepali time on the 12-hour clock after its part of the day, in Devanagari digits", () => {
    expect(formatTimeWith(words, "09:00", "ne")).toBe(`MORNING ${toLocaleDigits("9:00", "ne")} o'clock`)
    expect(formatTimeWith(words, "15:30", "ne")).toBe(`AFTERNOON ${toLocaleDigits("3:30", "ne")} o'clock`)
    expect(formatTimeWith(words, "12:00", "ne")).toBe(`AFTERNOON ${toLocaleDigits("12:00", "ne")} o'clock`)
    expect(formatTimeWith(words, "18:15", "ne")).toBe(`EVENING ${toLocaleDigits("6:15", "ne")} o'clock`)
  })

  it("gives the hours after midnight to the last part of the day", () => {
    expect(formatTimeWith(words, "00:30", "ne")).toBe(`NIGHT ${toLocaleDigits("12:30", "ne")} o'clock`)
    expect(formatTimeWith(words, "03:00", "ne")).toBe(`NIGHT ${toLocaleDigits("3:00", "ne")} o'clock`)
  })

  it("keeps the 24-hour clock and no part of the day in English", () => {
    expect(formatTimeWith({ ...words, time: "{time}" }, "15:30", "en")).toBe("15:30")
  })

  it("writes a range with the part of the day at each end, once when both ends share it", () => {
    expect(formatTimeRangeWith(words, "09:00", "15:00", "ne")).toBe(`MORNING ${toLocaleDigits("9:00", "ne")} to AFTERNOON ${toLocaleDigits("3:00", "ne")}`)
    expect(formatTimeRangeWith(words, "14:00", "16:00", "ne")).toBe(`AFTERNOON ${toLocaleDigits("2:00", "ne")} to ${toLocaleDigits("4:00", "ne")}`)
    expect(formatTimeRangeWith(words, "14:00", "16:00", "en")).toBe("14:00 to 16:00")
  })

  it("follows data/dates.json: no 24-hour hour and no ASCII digit on a Nepali page", () => {
    const nepali = dateTextsFor("ne")
    const afternoon = nepali.dayParts.find((part) => part.from === 12)!.name
    expect(formatTime("15:00", "ne")).toBe(fillPlaceholders(nepali.time, { time: `${afternoon} ${toLocaleDigits("3:00", "ne")}` }))
    expect(formatTimeRange("09:00", "15:00", "ne")).not.toMatch(ASCII_DIGIT)
    expect(formatTimeRange("09:00", "15:00", "ne")).not.toContain(toLocaleDigits("15", "ne"))
    expect(formatTime("15:00", "en")).toBe(fillPlaceholders(english.time, { time: "15:00" }))
  })
})

describe("the range template", () => {
  it("is cut around its two ends", () => {
    expect(rangeParts("from {start} until {end} inclusive")).toEqual({ before: "from ", between: " until ", after: " inclusive" })
    expect(rangeParts("{start}–{end}")).toEqual({ before: "", between: "–", after: "" })
  })

  it("rebuilds the language's template when its ends are put back", () => {
    for (const locale of ["en", "ne"] as const) {
      const { before, between, after } = dayRangeParts(locale)
      expect(`${before}A${between}B${after}`).toBe(fillPlaceholders(dateTextsFor(locale).dayRange, { start: "A", end: "B" }))
    }
  })
})

describe("a day with its weekday", () => {
  it("follows the language's order: the weekday after the date in Nepali", () => {
    for (const locale of ["en", "ne"] as const) {
      expect(withWeekday("DATE", 0, locale)).toBe(fillPlaceholders(dateTextsFor(locale).dayWithWeekday, { date: "DATE", weekday: weekdayName(0, locale) }))
    }
    const nepali = withWeekday("DATE", 0, "ne")
    expect(nepali.indexOf("DATE")).toBeLessThan(nepali.indexOf(weekdayName(0, "ne")))
  })
})
