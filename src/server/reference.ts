// A reference short enough to read over the phone: the prefix from data/applications.json, the
// Bikram Sambat year in Nepal on the day it arrived, and its number within that year (CA-2083-0042).
import { adToBs } from "../lib/nepal-time/bikram-sambat"
import { nepalDayOf } from "../lib/nepal-time/day"

export const REFERENCE_DIGITS = 4

export function bsYearOf(now: Date): number {
  return adToBs(nepalDayOf(now)).year
}

export function formatReference(prefix: string, bsYear: number, number: number): string {
  return `${prefix}-${bsYear}-${String(number).padStart(REFERENCE_DIGITS, "0")}`
}
