import nepaliDates from "../../../data/ne/dates.json"
import { adToBs, bsToAd, daysInMonth } from "../../../src/lib/nepal-time/bikram-sambat"
import {
  addDays,
  isoOf,
  nepalDateTime,
  nepalDay,
  nepalDayOf,
  nepalDayStart,
  nepalMoment,
  NEPAL_OFFSET,
  parseIsoDay,
  readIsoDay,
  weekdayOf,
} from "../../../src/lib/nepal-time/day"
import { todayTile } from "../../../src/lib/nepal-time/today-tile"
import { formatDay } from "../../../src/lib/nepal-time/texts"
import { toLocaleDigits } from "../../../src/lib/i18n/digits"

describe("nepalDayOf (Nepal time, UTC+5:45)", () => {
  it("is still 13 April in Kathmandu one second before its midnight", () => {
    expect(nepalDayOf(new Date("2025-04-13T18:14:59Z"))).toEqual({ year: 2025, month: 4, day: 13 })
  })

  it("turns to 14 April at 18:15 UTC, Kathmandu's midnight", () => {
    const day = nepalDayOf(new Date("2025-04-13T18:15:00Z"))
    expect(isoOf(day)).toBe("2025-04-14")
    expect(weekdayOf(day)).toBe(1)
  })

  it("turns the year at Kathmandu's midnight, not the visitor's", () => {
    expect(nepalDay(new Date("2023-12-31T18:14:59Z"))).toBe("2023-12-31")
    expect(nepalDay(new Date("2023-12-31T18:15:00Z"))).toBe("2024-01-01")
  })

  it("formats the site's long date, month name, day and year", () => {
    expect(formatDay("ad", nepalDayOf(new Date("2025-04-14T06:00:00Z")))).toBe("April 14, 2025")
  })
})

describe("days written YYYY-MM-DD", () => {
  it("reads a day the same in every time zone", () => {
    expect(readIsoDay("2023-01-04")).toEqual({ year: 2023, month: 1, day: 4 })
    expect(weekdayOf("2024-02-29")).toBe(4)
    expect(isoOf({ year: 2024, month: 2, day: 9 })).toBe("2024-02-09")
  })

  it("refuses a day that does not exist or is not written YYYY-MM-DD, with one message", () => {
    expect(parseIsoDay("2023-02-30")).toBeNull()
    expect(() => readIsoDay("2023-02-30")).toThrow('"2023-02-30" is not a day written YYYY-MM-DD.')
    expect(() => readIsoDay("4 January 2023")).toThrow('"4 January 2023" is not a day written YYYY-MM-DD.')
    expect(() => addDays("2023-02-30", 1)).toThrow('"2023-02-30" is not a day written YYYY-MM-DD.')
    expect(() => nepalDayStart("2023-2-3")).toThrow('"2023-2-3" is not a day written YYYY-MM-DD.')
  })

  it("counts days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29")
  })
})

describe("moments in Nepal", () => {
  it("writes a clock time on a day with Nepal's offset, and a day starts at Kathmandu's midnight", () => {
    expect(nepalMoment("2026-11-27", "07:00")).toBe(`2026-11-27T07:00:00${NEPAL_OFFSET}`)
    expect(nepalDayStart("2026-11-27")).toBe(Date.parse(nepalMoment("2026-11-27")))
    expect(new Date(nepalDayStart("2026-11-27")).toISOString()).toBe("2026-11-26T18:15:00.000Z")
  })
})

describe("Bikram Sambat", () => {
  it.each([
    [{ year: 2025, month: 4, day: 14 }, { year: 2082, month: 1, day: 1 }, "Baisakh 1, 2082"],
    [{ year: 2025, month: 4, day: 13 }, { year: 2081, month: 12, day: 31 }, "Chaitra 31, 2081"],
    [{ year: 2024, month: 4, day: 13 }, { year: 2081, month: 1, day: 1 }, "Baisakh 1, 2081"],
    [{ year: 2026, month: 4, day: 14 }, { year: 2083, month: 1, day: 1 }, "Baisakh 1, 2083"],
    [{ year: 2024, month: 1, day: 1 }, { year: 2080, month: 9, day: 16 }, "Poush 16, 2080"],
  ])("converts %o (AD) to %o (BS) and back", (ad, bs, text) => {
    expect(adToBs(ad)).toEqual(bs)
    expect(bsToAd(bs)).toEqual(ad)
    expect(formatDay("bs", bs)).toBe(text)
  })

  it("writes the BS date in Nepali too, with the Nepali month name and Devanagari digits", () => {
    const bs = adToBs({ year: 2025, month: 4, day: 14 })
    const text = formatDay("bs", bs, "ne")
    expect(text).toContain(nepaliDates.bsMonths[bs.month - 1])
    expect(text).toContain(toLocaleDigits(bs.year, "ne"))
    expect(text).not.toMatch(/[0-9]/)
  })

  it("knows the length of a month in either calendar, and no month 13", () => {
    expect(daysInMonth("ad", 2028, 2)).toBe(29)
    const gap = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000
    const baisakh = isoOf(bsToAd({ year: 2082, month: 1, day: 1 }))
    const jestha = isoOf(bsToAd({ year: 2082, month: 2, day: 1 }))
    expect(daysInMonth("bs", 2082, 1)).toBe(gap(baisakh, jestha))
    expect(daysInMonth("bs", 2082, 13)).toBeNull()
    expect(daysInMonth("ad", 2026, 0)).toBeNull()
  })
})

describe("todayTile", () => {
  it("gives Nepal's day in AD and BS around the BS new year", () => {
    const before = todayTile(new Date("2025-04-13T18:14:59Z"))
    const after = todayTile(new Date("2025-04-13T18:15:00Z"))
    expect([before.iso, formatDay("bs", before.bs)]).toEqual(["2025-04-13", "Chaitra 31, 2081"])
    expect([after.iso, formatDay("bs", after.bs)]).toEqual(["2025-04-14", "Baisakh 1, 2082"])
  })
})

describe("nepalDateTime (the office's times)", () => {
  it("writes a moment as it reads in Nepal, whatever the zone it is given in", () => {
    expect(nepalDateTime("2026-11-26T23:30:00Z")).toBe("27 Nov 2026, 05:15")
    expect(nepalDateTime("2026-11-27T05:15:00+05:45")).toBe("27 Nov 2026, 05:15")
  })

  it("leaves a text that is no moment as it is", () => {
    expect(nepalDateTime("not a time")).toBe("not a time")
  })
})
