// Days and moments in Nepal, the one place that knows Nepal's zone and offset (the offset and a day's
// instants in ./day-instants.ts, which this exports too). Light on purpose: no month names and no
// Bikram Sambat tables.
// Nepal keeps UTC+05:45 all year (no daylight saving): a day in Nepal starts at a fixed offset, and
// the school's "today" is Nepal's, whatever the visitor's time zone.

import { readIsoDay, type Day } from "./day-instants"

export { NEPAL_OFFSET, nepalDayEnd, nepalDayStart, nepalMoment, parseIsoDay, readIsoDay, type Day } from "./day-instants"

export const NEPAL_TIME_ZONE = "Asia/Kathmandu"

/** Which calendar a day is counted in: Gregorian (AD) or Bikram Sambat (BS). */
export type Calendar = "ad" | "bs"

/** "2025-04-14", for <time dateTime> and for comparing days as text. */
export function isoOf({ year, month, day }: Day): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/** The day `days` after (or before, when negative) an AD day, "YYYY-MM-DD". */
export function addDays(isoDay: string, days: number): string {
  const { year, month, day } = readIsoDay(isoDay)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** 0 Sunday … 6 Saturday, of an AD day. */
export function weekdayOf(day: Day | string): number {
  const { year, month, day: date } = typeof day === "string" ? readIsoDay(day) : day
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay()
}

/** The number of days in an AD month. */
export function daysInAdMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** Whole years from `from` to `to` (an age on a given day). */
export function yearsBetween(from: Day, to: Day): number {
  const birthdayPassed = to.month > from.month || (to.month === from.month && to.day >= from.day)
  return to.year - from.year - (birthdayPassed ? 0 : 1)
}

/** The day a moment falls on in Nepal: an ISO date-time with its offset, or a Date. */
/** Made once: making a formatter costs far more than using one (the server asks for Nepal's day on every request). */
let nepalDayFormat: Intl.DateTimeFormat | undefined

export function nepalDayOf(moment: Date | string): Day {
  const date = typeof moment === "string" ? new Date(moment) : moment
  nepalDayFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: NEPAL_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" })
  // From the parts: the whole text's layout differs between engines.
  const parts = Object.fromEntries(
    nepalDayFormat
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
}

/** The same, written "YYYY-MM-DD". */
export function nepalDay(moment: Date | string): string {
  return isoOf(nepalDayOf(moment))
}

let nepalDateTimeFormat: Intl.DateTimeFormat | undefined

/**
 * A moment as it reads in Nepal, whatever the computer's own time zone (the office lists every time
 * so): "27 Nov 2026, 05:15" for 2026-11-26T23:30:00Z; a text that is no moment, as it is.
 */
export function nepalDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  nepalDateTimeFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: NEPAL_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  return nepalDateTimeFormat.format(date)
}

/** The day of a Date on the visitor's own clock (a form asks for dates as the visitor counts them). */
export function localDayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

