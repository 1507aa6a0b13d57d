// Bikram Sambat months as the school calendar shows them: their lengths come from
// nepali-date-converter's month table, their names from data/dates.json, and each BS day is paired
// with its AD day.
import NepaliDate, { dateConfigMap } from "nepali-date-converter"
import { dateTextsFor, formatMonth, monthName } from "../dates/date-texts"
import { parseIsoDay } from "../dates/dual-date"
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"

export interface BsMonth {
  year: number
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number
}

export interface BsMonthInfo extends BsMonth {
  /** "Mangsir": its English name, from data/dates.json (bsMonthName writes it in a language). */
  name: string
  length: number
  /** The AD day of its first and last days, "YYYY-MM-DD". */
  firstDay: string
  lastDay: string
}

export interface MonthCell {
  /** The AD day, "YYYY-MM-DD". */
  iso: string
  bsDay: number
  adDay: number
  /** 0 Sunday … 6 Saturday. */
  weekday: number
}

function monthsOf(year: number): [string, number][] {
  const table = dateConfigMap[String(year)]
  if (!table) throw new Error(`Bikram Sambat year ${year} is outside the converter's table.`)
  return Object.entries(table)
}

function isoOf(date: Date): string {
  // The converter gives a local midnight; its local fields are the AD day whatever the zone.
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The BS month an AD day ("YYYY-MM-DD") falls in. */
export function bsMonthOf(isoDay: string): BsMonth {
  const parts = parseIsoDay(isoDay)
  if (!parts) throw new Error(`"${isoDay}" is not a day written YYYY-MM-DD.`)
  const bs = NepaliDate.fromAD(new Date(parts.year, parts.month - 1, parts.day, 12))
  return { year: bs.getYear(), month: bs.getMonth() + 1 }
}

export function bsMonthInfo({ year, month }: BsMonth): BsMonthInfo {
  const entry = monthsOf(year)[month - 1]
  if (!entry) throw new Error(`Bikram Sambat month ${month} does not exist.`)
  const length = entry[1]
  return {
    year,
    month,
    name: monthName("bs", month),
    length,
    firstDay: isoOf(new NepaliDate(year, month - 1, 1).toJsDate()),
    lastDay: isoOf(new NepaliDate(year, month - 1, length).toJsDate()),
  }
}

/** The BS month and its year: "Mangsir 2083", in Nepali "मङ्सिर २०८३". */
export function bsMonthName(month: BsMonth, locale: Locale = DEFAULT_LOCALE): string {
  return formatMonth("bs", month.year, month.month, locale)
}

/** The AD months a BS month spans: "November – December 2026". */
export function adMonths(info: BsMonthInfo, locale: Locale = DEFAULT_LOCALE): string {
  const format = (iso: string, withYear: boolean) => {
    const parts = parseIsoDay(iso)!
    return withYear ? formatMonth("ad", parts.year, parts.month, locale) : (dateTextsFor(locale).adMonths[parts.month - 1] ?? "")
  }
  const sameYear = info.firstDay.slice(0, 4) === info.lastDay.slice(0, 4)
  return `${format(info.firstDay, !sameYear)} – ${format(info.lastDay, true)}`
}

export function addDays(isoDay: string, days: number): string {
  const parts = parseIsoDay(isoDay)
  if (!parts) throw new Error(`"${isoDay}" is not a day written YYYY-MM-DD.`)
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10)
}

export function weekdayOf(isoDay: string): number {
  return new Date(`${isoDay}T00:00:00Z`).getUTCDay()
}

/** The month's days in weeks from Sunday to Saturday; null fills the days of other months. */
export function monthWeeks(month: BsMonth): (MonthCell | null)[][] {
  const info = bsMonthInfo(month)
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
