// How a time of day and a span of days are written, from the words of a language given to it: texts.ts
// passes them from data/dates.json, the results page's script (which bundles no data) the words its
// page carries. Nepali reads the 12-hour clock after the part of the day ("दिउँसो २:०० बजे"), never
// the 24-hour clock; English keeps the 24-hour clock. That is a convention of the language, like its
// digits, so it is decided here by the locale and not by each page.
import { toLocaleDigits } from "../i18n/digits"
import type { Locale } from "../i18n/locales"
import { fillPlaceholders } from "../placeholders"

export interface DayPart {
  /** The hour (0 to 23) it starts at. */
  from: number
  name: string
}

/** Of data/dates.json: the patterns of one time and of a time range, and the parts of the day. */
export interface TimeWords {
  time: string
  timeRange: string
  dayParts: readonly DayPart[]
}

const TWELVE_HOUR_CLOCK: ReadonlySet<Locale> = new Set<Locale>(["ne"])

/** "14:05" on the 12-hour clock with its part of the day: { part: "दिउँसो", time: "2:05" }. */
function onTwelveHourClock(time: string, dayParts: readonly DayPart[]): { part: string; time: string } {
  const [hours = "0", minutes = "00"] = time.split(":")
  const hour = Number(hours)
  // Before the first part starts (after midnight), the last part of the previous day still lasts.
  const part = [...dayParts].reverse().find((candidate) => candidate.from <= hour) ?? dayParts[dayParts.length - 1]
  return { part: part?.name ?? "", time: `${hour % 12 || 12}:${minutes}` }
}

/** One time ("HH:mm") as the language says it: "10:00" in English, "बिहान १०:०० बजे" in Nepali. */
export function formatTimeWith(words: Pick<TimeWords, "time" | "dayParts">, time: string, locale: Locale): string {
  if (!TWELVE_HOUR_CLOCK.has(locale)) return fillPlaceholders(words.time, { time })
  const { part, time: hours } = onTwelveHourClock(time, words.dayParts)
  return toLocaleDigits(fillPlaceholders(words.time, { time: `${part} ${hours}` }), locale)
}

/**
 * Hours from "10:00" to "15:00" ("HH:mm" each): "10:00–15:00" in English, "बिहान १०:०० बजेदेखि दिउँसो
 * ३:०० बजेसम्म" in Nepali, the part of the day written once when both share it.
 */
export function formatTimeRangeWith(words: TimeWords, start: string, end: string, locale: Locale): string {
  let hours = { start, end }
  if (TWELVE_HOUR_CLOCK.has(locale)) {
    const from = onTwelveHourClock(start, words.dayParts)
    const to = onTwelveHourClock(end, words.dayParts)
    hours = { start: `${from.part} ${from.time}`, end: to.part === from.part ? to.time : `${to.part} ${to.time}` }
  }
  return toLocaleDigits(fillPlaceholders(words.timeRange, hours), locale)
}

/** A range's template ("{start} देखि {end} सम्म") cut around its two ends, for a page that draws each end itself. */
export interface RangeParts {
  before: string
  between: string
  after: string
}

export function rangeParts(template: string): RangeParts {
  const start = template.indexOf("{start}")
  const end = template.indexOf("{end}")
  if (start < 0 || end < start) return { before: "", between: ` ${template} `, after: "" }
  return {
    before: template.slice(0, start),
    between: template.slice(start + "{start}".length, end),
    after: template.slice(end + "{end}".length),
  }
}
