// The Bikram Sambat (BS) calendar, which Nepali families read first and birth certificates use: the
// one place that calls nepali-date-converter. Its month tables are heavy, so only the pages that
// convert a day load this file (the calendar, dated notices, the date tile, the admission form).
// BS months have 29 to 32 days that change year by year; they come from the converter's table.
import NepaliDate, { dateConfigMap } from "nepali-date-converter"
import { daysInAdMonth, isoOf, readIsoDay, type Calendar, type Day } from "./day"

const BS_YEARS = Object.keys(dateConfigMap).map(Number)
export const BS_FIRST_YEAR = Math.min(...BS_YEARS)
export const BS_LAST_YEAR = Math.max(...BS_YEARS)

/** The BS day of an AD day. */
export function adToBs(ad: Day): Day {
  // The converter reads the local calendar fields of a Date, so build one from them, at noon.
  const bs = NepaliDate.fromAD(new Date(ad.year, ad.month - 1, ad.day, 12)).getBS()
  return { year: bs.year, month: bs.month + 1, day: bs.date }
}

/** The AD day of a BS day that exists (check it with daysInBsMonth first). */
export function bsToAd(bs: Day): Day {
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD()
  return { year: ad.year, month: ad.month + 1, day: ad.date }
}

/** The number of days in a BS month, or null outside the converter's table. */
export function daysInBsMonth(year: number, month: number): number | null {
  if (month < 1 || month > 12) return null
  const months = dateConfigMap[String(year)]
  return months ? (Object.values(months)[month - 1] ?? null) : null
}

/** The number of days in a month of either calendar, or null for a month that does not exist. */
export function daysInMonth(calendar: Calendar, year: number, month: number): number | null {
  if (month < 1 || month > 12) return null
  return calendar === "ad" ? daysInAdMonth(year, month) : daysInBsMonth(year, month)
}

export interface BsMonth {
  year: number
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number
}

/** The BS month an AD day ("YYYY-MM-DD") falls in. */
export function bsMonthOf(isoDay: string): BsMonth {
  const { year, month } = adToBs(readIsoDay(isoDay))
  return { year, month }
}

export interface BsMonthSpan extends BsMonth {
  length: number
  /** The AD days of its first and last days, "YYYY-MM-DD". */
  firstDay: string
  lastDay: string
}

export function bsMonthSpan({ year, month }: BsMonth): BsMonthSpan {
  if (!dateConfigMap[String(year)]) throw new Error(`Bikram Sambat year ${year} is outside the converter's table.`)
  const length = daysInBsMonth(year, month)
  if (length === null) throw new Error(`Bikram Sambat month ${month} does not exist.`)
  return {
    year,
    month,
    length,
    firstDay: isoOf(bsToAd({ year, month, day: 1 })),
    lastDay: isoOf(bsToAd({ year, month, day: length })),
  }
}
