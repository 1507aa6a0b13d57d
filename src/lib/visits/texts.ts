// The words of visits in a language (data/visits.json with data/ne/visits.json's translations), and
// how a visit's day and time are written: the Bikram Sambat day first, the AD day beside it, the
// weekday and the hours in Nepal time.
import visits from "../../../data/visits.json"
import nepaliVisits from "../../../data/ne/visits.json"
import { withTranslations } from "../i18n/overlay-merge"
import type { Locale } from "../i18n/locales"
import { dualDate } from "../nepal-time/dual-date"
import { formatTimeRange, withWeekday } from "../nepal-time/texts"
import { weekdayOf } from "../nepal-time/day"

export type VisitTexts = typeof visits

export function visitTexts(locale: Locale): VisitTexts {
  return locale === "ne" ? withTranslations(visits, nepaliVisits) : visits
}

export interface VisitWhen {
  /** "Sunday, Mangsir 13, 2083" */
  bsDay: string
  /** "November 29, 2026" */
  adDay: string
  /** "10:00–11:00" */
  hours: string
}

export function visitWhenParts(slot: { day: string; time: string; endTime: string }, locale: Locale): VisitWhen {
  const date = dualDate(slot.day, locale)
  return {
    bsDay: withWeekday(date.bs, weekdayOf(slot.day), locale),
    adDay: date.ad,
    hours: formatTimeRange(slot.time, slot.endTime, locale),
  }
}

/** One line: "Sunday, Mangsir 13, 2083 (November 29, 2026), 10:00–11:00". */
export function visitWhen(slot: { day: string; time: string; endTime: string }, locale: Locale): string {
  const { bsDay, adDay, hours } = visitWhenParts(slot, locale)
  return `${bsDay} (${adDay}), ${hours}`
}
