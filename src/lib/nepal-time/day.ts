// Days and moments in Nepal, the one place that knows Nepal's zone and offset. Light on purpose: no
// month names and no Bikram Sambat tables, so what every page runs (alerts, notices) can use it.
// Nepal keeps UTC+05:45 all year (no daylight saving): a day in Nepal starts at a fixed offset, and
// the school's "today" is Nepal's, whatever the visitor's time zone.

export const NEPAL_TIME_ZONE = "Asia/Kathmandu"
/** Nepal's offset from UTC, as an ISO date-time writes it. */
export const NEPAL_OFFSET = "+05:45"
const NEPAL_OFFSET_MS = (Number(NEPAL_OFFSET.slice(1, 3)) * 60 + Number(NEPAL_OFFSET.slice(4))) * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day, AD or Bikram Sambat: the one shape of a day in the site's code. */
export interface Day {
  year: number
  /** 1 to 12 (in BS, 1 is Baisakh). */
  month: number
  day: number
}

/** Which calendar a day is counted in: Gregorian (AD) or Bikram Sambat (BS). */
export type Calendar = "ad" | "bs"

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a "YYYY-MM-DD" AD day, or null when the text is not a day that exists. */
export function parseIsoDay(text: string): Day | null {
  const match = ISO_DAY.exec(text)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2023-02-30 over into March; a day that does not exist is a mistake in the data.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** parseIsoDay for a day the code relies on: one that is not a day is a mistake, said in one way. */
export function readIsoDay(text: string): Day {
  const day = parseIsoDay(text)
  if (!day) throw new Error(`"${text}" is not a day written YYYY-MM-DD.`)
  return day
}

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

/** A clock time on a day in Nepal as an ISO date-time with the offset: "2026-11-27T07:00:00+05:45". */
export function nepalMoment(isoDay: string, time = "00:00"): string {
  return `${isoDay}T${time}:00${NEPAL_OFFSET}`
}

/** The instant a day in Nepal ("YYYY-MM-DD") begins: its midnight in Kathmandu, in ms since 1970. */
export function nepalDayStart(isoDay: string): number {
  const { year, month, day } = readIsoDay(isoDay)
  return Date.UTC(year, month - 1, day) - NEPAL_OFFSET_MS
}

/** The first instant after a day in Nepal. */
export function nepalDayEnd(isoDay: string): number {
  return nepalDayStart(isoDay) + DAY_MS
}
