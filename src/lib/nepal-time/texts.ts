// How each language writes a date: month and weekday names and the order of the parts (data/dates.json,
// data/ne/dates.json), with the language's digits. Imported, not queried, so the date helpers work the
// same in a component, a page head and the build.
import datesJson from "../../../data/dates.json"
import nepaliDatesJson from "../../../data/ne/dates.json"
import { toLocaleDigits } from "../i18n/digits"
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { withTranslations } from "../i18n/overlay-merge"
import { fillPlaceholders } from "../placeholders"
import type { Calendar, Day } from "./day"
import { formatDayWith } from "./format-day"

export type DateTexts = Omit<typeof datesJson, "$schema">

const DATE_TEXTS: Readonly<Record<Locale, DateTexts>> = {
  en: datesJson,
  ne: withTranslations<DateTexts>(datesJson, nepaliDatesJson),
}

export function dateTextsFor(locale: Locale = DEFAULT_LOCALE): DateTexts {
  return DATE_TEXTS[locale]
}

export function monthName(calendar: Calendar, month: number, locale: Locale = DEFAULT_LOCALE): string {
  const texts = dateTextsFor(locale)
  return (calendar === "bs" ? texts.bsMonths : texts.adMonths)[month - 1] ?? ""
}

/** 0 Sunday … 6 Saturday. */
export function weekdayName(weekday: number, locale: Locale = DEFAULT_LOCALE): string {
  return dateTextsFor(locale).weekdays[weekday] ?? ""
}

/** "Mangsir 8, 2083" in English, "२०८३ मङ्सिर ८" in Nepali; "April 14, 2025" for an AD day. */
export function formatDay(calendar: Calendar, day: Day, locale: Locale = DEFAULT_LOCALE): string {
  return formatDayWith(dateTextsFor(locale), calendar, day, locale)
}

/** "Mangsir 2083" in English, "मङ्सिर २०८३" in Nepali. */
export function formatMonth(calendar: Calendar, year: number, month: number, locale: Locale = DEFAULT_LOCALE): string {
  const text = fillPlaceholders(dateTextsFor(locale).month, { year: String(year), month: monthName(calendar, month, locale) })
  return toLocaleDigits(text, locale)
}

// Nepali writes an hour on the 12-hour clock after the part of the day ("दिउँसो २:००"); English writes
// the 24-hour clock. A convention of the language, like its digits, so it is kept here with them.
const TWELVE_HOUR_CLOCK: ReadonlySet<Locale> = new Set<Locale>(["ne"])

/** "14:05" on the 12-hour clock with its part of the day: { part: "दिउँसो", time: "2:05" }. */
function onTwelveHourClock(time: string, dayParts: DateTexts["dayParts"]): { part: string; time: string } {
  const [hours = "0", minutes = "00"] = time.split(":")
  const hour = Number(hours)
  // Before the first part starts (after midnight), the last part of the previous day still lasts.
  const part = [...dayParts].reverse().find((candidate) => candidate.from <= hour) ?? dayParts[dayParts.length - 1]
  return { part: part?.name ?? "", time: `${hour % 12 || 12}:${minutes}` }
}

/**
 * An event's hours, "10:00" to "12:00" ("HH:mm" each), as the language writes them: "10:00–12:00" in
 * English, "बिहान १०:०० देखि दिउँसो १२:०० बजेसम्म" in Nepali (the part of the day once when both share it).
 */
export function formatTimeRange(start: string, end: string, locale: Locale = DEFAULT_LOCALE): string {
  const texts = dateTextsFor(locale)
  let hours = { start, end }
  if (TWELVE_HOUR_CLOCK.has(locale)) {
    const from = onTwelveHourClock(start, texts.dayParts)
    const to = onTwelveHourClock(end, texts.dayParts)
    hours = { start: `${from.part} ${from.time}`, end: to.part === from.part ? to.time : `${to.part} ${to.time}` }
  }
  return toLocaleDigits(fillPlaceholders(texts.timeRange, hours), locale)
}
