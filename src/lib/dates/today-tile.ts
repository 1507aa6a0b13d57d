// What the college home's calendar tile shows for a moment in time: Nepal's calendar day, in AD and BS.
import { toBikramSambat, type BsDate } from "./bikram-sambat"
import type { Locale } from "../i18n/locales"
import { calendarDayIn, SCHOOL_TIME_ZONE, type CalendarDay } from "./calendar-day"

export interface TodayTile {
  ad: CalendarDay
  bs: BsDate
}

export function todayTile(now: Date, locale?: Locale): TodayTile {
  const ad = calendarDayIn(now, SCHOOL_TIME_ZONE, locale)
  return { ad, bs: toBikramSambat(ad) }
}
