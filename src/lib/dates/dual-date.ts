// Dates of notices and events as Nepali families read them: the Bikram Sambat day first, the AD day
// beside it. Every day is a day in Nepal (Asia/Kathmandu, UTC+05:45), whatever the reader's zone.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { toBikramSambat } from "./bikram-sambat"
import { parseIsoDay } from "./calendar-day"
import { formatDay } from "./date-texts"

export const NEPAL_TIME_ZONE = "Asia/Kathmandu"

export interface DualDate {
  /** "2026-11-23", for <time dateTime>. */
  iso: string
  /** "Mangsir 7, 2083", in Nepali "२०८३ मङ्सिर ७" */
  bs: string
  /** "November 23, 2026", in Nepali "२०२६ नोभेम्बर २३" */
  ad: string
}

export { parseIsoDay }

/** The day in Nepal of a moment: an ISO date-time with its offset, or a Date. */
export function nepalDay(moment: Date | string): string {
  const date = typeof moment === "string" ? new Date(moment) : moment
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: NEPAL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

export function dualDate(isoDay: string, locale: Locale = DEFAULT_LOCALE): DualDate {
  const parts = parseIsoDay(isoDay)
  if (!parts) throw new Error(`"${isoDay}" is not a day written YYYY-MM-DD.`)
  return { iso: isoDay, bs: formatDay("bs", toBikramSambat(parts), locale), ad: formatDay("ad", parts, locale) }
}
