// A day as a calendar tile shows it: weekday, the day's number, its month and year. A Nepali reader
// reads the Bikram Sambat day first (as every date of the Nepali edition does), with the AD day
// beside it; the English tile keeps the AD day alone.
import type { Locale } from "../i18n/locales"
import { toLocaleDigits } from "../i18n/digits"
import { adToBs } from "./bikram-sambat"
import { readIsoDay, weekdayOf, type Calendar } from "./day"
import { formatDay, formatMonth, weekdayName } from "./texts"

const TILE_CALENDAR: Readonly<Record<Locale, Calendar>> = { en: "ad", ne: "bs" }

export interface DayTileTexts {
  weekday: string
  day: string
  month: string
  /** The same day in the other calendar, when the tile leads with BS; null otherwise. */
  beside: string | null
}

export function dayTileTexts(isoDay: string, locale: Locale): DayTileTexts {
  const ad = readIsoDay(isoDay)
  const weekday = weekdayName(weekdayOf(isoDay), locale)
  if (TILE_CALENDAR[locale] === "ad") {
    return { weekday, day: toLocaleDigits(ad.day, locale), month: formatMonth("ad", ad.year, ad.month, locale), beside: null }
  }
  const bs = adToBs(ad)
  return { weekday, day: toLocaleDigits(bs.day, locale), month: formatMonth("bs", bs.year, bs.month, locale), beside: formatDay("ad", ad, locale) }
}
