// Dates as Nepali families write them: in AD or in Bikram Sambat (BS), which birth certificates use.
// BS months have 29 to 32 days that change year by year, so they come from nepali-date-converter's table.
import NepaliDate, { dateConfigMap } from "nepali-date-converter"

export type Calendar = "ad" | "bs"

export interface YearMonthDay {
  year: number
  /** 1 to 12 */
  month: number
  day: number
}

const BS_YEARS = Object.keys(dateConfigMap).map(Number)
export const BS_FIRST_YEAR = Math.min(...BS_YEARS)
export const BS_LAST_YEAR = Math.max(...BS_YEARS)

export function daysInMonth(calendar: Calendar, year: number, month: number): number | null {
  if (month < 1 || month > 12) return null
  if (calendar === "ad") return new Date(Date.UTC(year, month, 0)).getUTCDate()
  const months = dateConfigMap[String(year)]
  return months ? Object.values(months)[month - 1] ?? null : null
}

/** The AD date of a valid BS date (check it with daysInMonth first). */
export function bsToAd({ year, month, day }: YearMonthDay): YearMonthDay {
  const ad = new NepaliDate(year, month - 1, day).getAD()
  return { year: ad.year, month: ad.month + 1, day: ad.date }
}

export function adToBs({ year, month, day }: YearMonthDay): YearMonthDay {
  const bs = new NepaliDate(new Date(year, month - 1, day)).getBS()
  return { year: bs.year, month: bs.month + 1, day: bs.date }
}

/** Whole years from `from` to `to` (an age on a given day). */
export function yearsBetween(from: YearMonthDay, to: YearMonthDay): number {
  const birthdayPassed = to.month > from.month || (to.month === from.month && to.day >= from.day)
  return to.year - from.year - (birthdayPassed ? 0 : 1)
}

export function compareDates(a: YearMonthDay, b: YearMonthDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

export function isoDate({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

export function todayOf(date: Date): YearMonthDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}
