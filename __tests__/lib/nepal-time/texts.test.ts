// Dates in both languages, checked against data/dates.json and data/ne/dates.json and the BS converter,
// so the test follows the school's own words for months and weekdays.
import NepaliDate from "nepali-date-converter"
import english from "../../../data/dates.json"
import nepali from "../../../data/ne/dates.json"
import { adToBs } from "../../../src/lib/nepal-time/bikram-sambat"
import { adMonths, bsMonthInfo, bsMonthName } from "../../../src/lib/nepal-time/bs-month"
import { readIsoDay, weekdayOf } from "../../../src/lib/nepal-time/day"
import { dualDate } from "../../../src/lib/nepal-time/dual-date"
import { dateTextsFor, formatDay, formatTimeRange, monthName, weekdayName } from "../../../src/lib/nepal-time/texts"
import { toLocaleDigits } from "../../../src/lib/i18n/digits"
import { fillPlaceholders } from "../../../src/lib/placeholders"

const ASCII_DIGIT = /[0-9]/
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/

function bsOf(iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number]
  const bs = NepaliDate.fromAD(new Date(year, month - 1, day, 12))
  return { year: bs.getYear(), month: bs.getMonth() + 1, day: bs.getDate() }
}

describe("date texts", () => {
  it("take the Nepali names from data/ne/dates.json", () => {
    expect(dateTextsFor("ne").bsMonths).toEqual(nepali.bsMonths)
    expect(dateTextsFor("ne").adMonths).toEqual(nepali.adMonths)
    expect(dateTextsFor("en").bsMonths).toEqual(english.bsMonths)
  })

  it("write a BS day in English with the English month name and ASCII digits", () => {
    const bs = bsOf("2026-11-24")
    expect(formatDay("bs", bs, "en")).toBe(fillPlaceholders(english.day, { year: bs.year, month: english.bsMonths[bs.month - 1], day: bs.day }))
  })

  it("write a BS day in Nepali in Nepali order, with the Nepali month name and Devanagari digits", () => {
    const bs = bsOf("2026-11-24")
    const text = formatDay("bs", bs, "ne")
    expect(text).toBe(
      fillPlaceholders(nepali.day, {
        year: toLocaleDigits(bs.year, "ne"),
        month: nepali.bsMonths[bs.month - 1],
        day: toLocaleDigits(bs.day, "ne"),
      }),
    )
    expect(text).not.toMatch(ASCII_DIGIT)
    expect(text).toContain(toLocaleDigits(bs.year, "ne"))
  })

  it("give a notice's dual date in the page's language", () => {
    const bs = bsOf("2026-11-24")
    const nepaliDate = dualDate("2026-11-24", "ne")
    expect(nepaliDate.iso).toBe("2026-11-24")
    expect(nepaliDate.bs).toBe(formatDay("bs", bs, "ne"))
    expect(nepaliDate.ad).toContain(nepali.adMonths[10])
    expect(nepaliDate.ad).toContain(toLocaleDigits(2026, "ne"))
    expect(`${nepaliDate.bs}${nepaliDate.ad}`).not.toMatch(ASCII_DIGIT)
    // English stays as the converter writes it in English, with the month names of data/dates.json.
    expect(dualDate("2026-11-24")).toEqual({
      iso: "2026-11-24",
      bs: NepaliDate.fromAD(new Date(2026, 10, 24, 12)).format("MMMM D, YYYY", "en"),
      ad: fillPlaceholders(english.day, { year: 2026, month: english.adMonths[10], day: 24 }),
    })
  })

  it("name the weekday and the AD month of a day in Nepali", () => {
    const day = readIsoDay("2026-11-24")
    expect(weekdayName(weekdayOf(day), "ne")).toBe(nepali.weekdays[new Date("2026-11-24T00:00:00Z").getUTCDay()])
    expect(monthName("ad", day.month, "ne")).toBe(nepali.adMonths[10])
    expect(formatDay("ad", day, "ne")).not.toMatch(ASCII_DIGIT)
    expect(weekdayName(weekdayOf(day))).toBe(english.weekdays[new Date("2026-11-24T00:00:00Z").getUTCDay()])
  })

  it("write a BS day with the month names of the data, in either language", () => {
    const bs = adToBs({ year: 2025, month: 4, day: 14 })
    expect(formatDay("bs", bs, "ne")).toContain(nepali.bsMonths[bs.month - 1])
    expect(formatDay("bs", bs, "en")).toContain(english.bsMonths[bs.month - 1])
  })

  it("name a calendar month and the AD months it spans in Nepali", () => {
    const month = bsOf("2026-11-24")
    const info = bsMonthInfo(month)
    expect(bsMonthName(month, "ne")).toContain(nepali.bsMonths[month.month - 1])
    expect(bsMonthName(month, "ne")).toContain(toLocaleDigits(month.year, "ne"))
    const span = adMonths(info, "ne")
    expect(span).toContain(nepali.adMonths[Number(info.firstDay.slice(5, 7)) - 1])
    expect(span).toContain(nepali.adMonths[Number(info.lastDay.slice(5, 7)) - 1])
    expect(span).not.toMatch(ASCII_DIGIT)
    expect(adMonths(info)).toContain(english.adMonths[Number(info.lastDay.slice(5, 7)) - 1])
  })

  it("write event hours with the language's digits and words", () => {
    expect(formatTimeRange("10:00", "12:30", "en")).toBe(fillPlaceholders(english.timeRange, { start: "10:00", end: "12:30" }))
    const nepaliTime = formatTimeRange("10:00", "12:30", "ne")
    expect(nepaliTime).toMatch(DEVANAGARI_DIGIT)
    expect(nepaliTime).not.toMatch(ASCII_DIGIT)
  })

  // The part of the day each hour falls in, by the hours in data/dates.json and the names in data/ne/dates.json.
  const partAt = (hour: number) => {
    const index = english.dayParts.map((part) => part.from).filter((from) => from <= hour).length - 1
    return nepali.dayParts.at(index)!.name
  }
  const nepaliRange = (start: string, end: string) => toLocaleDigits(fillPlaceholders(nepali.timeRange, { start, end }), "ne")

  it("write Nepali hours on the 12-hour clock after the part of the day, named once when both hours share it", () => {
    expect(partAt(14)).toBe(partAt(16))
    expect(formatTimeRange("14:00", "16:00", "ne")).toBe(nepaliRange(`${partAt(14)} 2:00`, "4:00"))
    expect(partAt(10)).not.toBe(partAt(13))
    expect(formatTimeRange("10:00", "13:00", "ne")).toBe(nepaliRange(`${partAt(10)} 10:00`, `${partAt(13)} 1:00`))
    expect(formatTimeRange("12:15", "12:45", "ne")).toBe(nepaliRange(`${partAt(12)} 12:15`, "12:45"))
  })

  it("count the hours after midnight in the last part of the day, 12 o'clock as 12", () => {
    const night = nepali.dayParts.at(-1)!.name
    expect(formatTimeRange("00:30", "02:00", "ne")).toBe(nepaliRange(`${night} 12:30`, "2:00"))
  })
})
