// A day in Nepal ("YYYY-MM-DD") as the instants it runs between, apart from the rest of ./day.ts (which
// exports all of this too) so that a page part which only compares days with the clock (a notice's
// expiry, an alert's days) loads this and nothing more.

/** Nepal's offset from UTC, as an ISO date-time writes it. */
export const NEPAL_OFFSET = "+05:45"
export const NEPAL_OFFSET_MS = (Number(NEPAL_OFFSET.slice(1, 3)) * 60 + Number(NEPAL_OFFSET.slice(4))) * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day, AD or Bikram Sambat: the one shape of a day in the site's code. */
export interface Day {
  year: number
  /** 1 to 12 (in BS, 1 is Baisakh). */
  month: number
  day: number
}

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
