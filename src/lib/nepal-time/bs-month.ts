// Bikram Sambat months as the school calendar shows them: their days from the converter's table
// (bikram-sambat.ts), their names from data/dates.json, and each BS day paired with its AD day.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { bsMonthSpan, type BsMonth, type BsMonthSpan } from "./bikram-sambat"
import { addDays, readIsoDay, weekdayOf } from "./day"
import { formatMonth, monthName } from "./texts"

export type { BsMonth } from "./bikram-sambat"

export interface BsMonthInfo extends BsMonthSpan {
  /** "Mangsir": its English name, from data/dates.json (bsMonthName writes it in a language). */
  name: string
}

export interface MonthCell {
  /** The AD day, "YYYY-MM-DD". */
  iso: string
  bsDay: number
  adDay: number
  /** 0 Sunday … 6 Saturday. */
  weekday: number
}

export function bsMonthInfo(month: BsMonth): BsMonthInfo {
  return { ...bsMonthSpan(month), name: monthName("bs", month.month) }
}

/** The BS month and its year: "Mangsir 2083", in Nepali "मङ्सिर २०८३". */
export function bsMonthName(month: BsMonth, locale: Locale = DEFAULT_LOCALE): string {
  return formatMonth("bs", month.year, month.month, locale)
}

/** The AD months a BS month spans: "November – December 2026". */
export function adMonths(info: BsMonthSpan, locale: Locale = DEFAULT_LOCALE): string {
  const first = readIsoDay(info.firstDay)
  const last = readIsoDay(info.lastDay)
  const from = first.year === last.year ? monthName("ad", first.month, locale) : formatMonth("ad", first.year, first.month, locale)
  return `${from} – ${formatMonth("ad", last.year, last.month, locale)}`
}

/** The month's days in weeks from Sunday to Saturday; null fills the days of other months. */
export function monthWeeks(month: BsMonth): (MonthCell | null)[][] {
  const info = bsMonthSpan(month)
  const cells: (MonthCell | null)[] = Array.from({ length: weekdayOf(info.firstDay) }, () => null)
  for (let bsDay = 1; bsDay <= info.length; bsDay++) {
    const iso = addDays(info.firstDay, bsDay - 1)
    cells.push({ iso, bsDay, adDay: Number(iso.slice(8)), weekday: weekdayOf(iso) })
  }
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (MonthCell | null)[][] = []
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7))
  return weeks
}

export function nextMonth({ year, month }: BsMonth, step: 1 | -1): BsMonth {
  const index = year * 12 + (month - 1) + step
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function compareMonths(a: BsMonth, b: BsMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month)
}
