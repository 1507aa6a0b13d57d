// The Bikram Sambat (BS) date of a Gregorian (AD) calendar day: the calendar Nepali families read
// first. The month tables come from nepali-date-converter, the month names from data/dates.json.
import NepaliDate from "nepali-date-converter"
import { formatDay } from "./date-texts"

export interface BsDate {
  year: number
  /** 1 (Baisakh) to 12 (Chaitra). */
  month: number
  day: number
  /** "Baisakh 1, 2082" */
  text: string
  /** The same in Nepali: "२०८२ वैशाख १" */
  nepaliText: string
}

/** @param ad a calendar day (month 1 to 12), e.g. Nepal's today from calendarDayIn. */
export function toBikramSambat(ad: { year: number; month: number; day: number }): BsDate {
  // The converter reads the local calendar fields of a Date, so build one from them, at noon.
  const bs = NepaliDate.fromAD(new Date(ad.year, ad.month - 1, ad.day, 12))
  const parts = { year: bs.getYear(), month: bs.getMonth() + 1, day: bs.getDate() }
  return { ...parts, text: formatDay("bs", parts, "en"), nepaliText: formatDay("bs", parts, "ne") }
}
