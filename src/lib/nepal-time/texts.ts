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
import { formatTimeRangeWith, formatTimeWith, rangeParts, type RangeParts } from "./format-time"

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

/** A day written by formatDay ("२०८३ मङ्सिर १३") with its weekday, in the language's order: "२०८३ मङ्सिर १३ गते आइतबार". */
export function withWeekday(date: string, weekday: number, locale: Locale = DEFAULT_LOCALE): string {
  return fillPlaceholders(dateTextsFor(locale).dayWithWeekday, { date, weekday: weekdayName(weekday, locale) })
}

/** "Mangsir 2083" in English, "मङ्सिर २०८३" in Nepali. */
export function formatMonth(calendar: Calendar, year: number, month: number, locale: Locale = DEFAULT_LOCALE): string {
  const text = fillPlaceholders(dateTextsFor(locale).month, { year: String(year), month: monthName(calendar, month, locale) })
  return toLocaleDigits(text, locale)
}

/** One time of day ("HH:mm") as the language says it: "14:00" in English, "दिउँसो २:०० बजे" in Nepali. */
export function formatTime(time: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatTimeWith(dateTextsFor(locale), time, locale)
}

/**
 * An event's hours, "10:00" to "12:00" ("HH:mm" each), as the language writes them: "10:00–12:00" in
 * English, "बिहान १०:०० बजेदेखि दिउँसो १२:०० बजेसम्म" in Nepali.
 */
export function formatTimeRange(start: string, end: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatTimeRangeWith(dateTextsFor(locale), start, end, locale)
}

/** A span of days, its two ends drawn by the page: "{start} until {end}", "{start} देखि {end} सम्म". */
export function dayRangeParts(locale: Locale = DEFAULT_LOCALE): RangeParts {
  return rangeParts(dateTextsFor(locale).dayRange)
}
