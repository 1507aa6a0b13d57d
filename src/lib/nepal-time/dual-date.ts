// Dates of notices and events as Nepali families read them: the Bikram Sambat day first, the AD day
// beside it. Every day is a day in Nepal, whatever the reader's zone.
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales"
import { adToBs } from "./bikram-sambat"
import { readIsoDay } from "./day"
import { formatDay } from "./texts"

export interface DualDate {
  /** "2026-11-23", for <time dateTime>. */
  iso: string
  /** "Mangsir 7, 2083", in Nepali "२०८३ मङ्सिर ७" */
  bs: string
  /** "November 23, 2026", in Nepali "२०२६ नोभेम्बर २३" */
  ad: string
}

export function dualDate(isoDay: string, locale: Locale = DEFAULT_LOCALE): DualDate {
  const day = readIsoDay(isoDay)
  return { iso: isoDay, bs: formatDay("bs", adToBs(day), locale), ad: formatDay("ad", day, locale) }
}
