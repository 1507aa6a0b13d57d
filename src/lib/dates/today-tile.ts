// What the college home's calendar tile shows for a moment in time: Nepal's calendar day, in AD and BS.
import { toBikramSambat, type BsDate } from "./bikram-sambat"
import { calendarDayIn, type CalendarDay } from "./calendar-day"

export interface TodayTile {
  ad: CalendarDay
  bs: BsDate
}

export function todayTile(now: Date): TodayTile {
  const ad = calendarDayIn(now)
  return { ad, bs: toBikramSambat(ad) }
}
