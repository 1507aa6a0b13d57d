// A reference short enough to read over the phone: a prefix from data (applications.json, visits.json),
// the Bikram Sambat year in Nepal on the day it arrived, and its number within that year
// (CA-2083-0042). And the reference as a parent reads it off a confirmation or says it on the phone:
// any case, spaces for its dashes, Devanagari digits, read with one rule by the status page and the
// server, so what the page sends the server finds.
import { adToBs } from "./nepal-time/bikram-sambat"
import { nepalDayOf } from "./nepal-time/day"
import { toAsciiDigits } from "./validation/digits"
import { typedText } from "./validation/text"

export const REFERENCE_DIGITS = 4

/** Letters, the Bikram Sambat year, the number within that year. */
export const REFERENCE_PATTERN = /^[A-Z]{1,4}-\d{4}-\d{4,}$/

export function bsYearOf(now: Date): number {
  return adToBs(nepalDayOf(now)).year
}

export function formatReference(prefix: string, bsYear: number, number: number): string {
  return `${prefix}-${bsYear}-${String(number).padStart(REFERENCE_DIGITS, "0")}`
}

/** The reference as the office writes it (CA-2083-0042), whatever the case, spaces and digits typed. */
export function normalReference(typed: string): string {
  return toAsciiDigits(typedText(typed)).trim().toUpperCase().replace(/[\s-]+/g, "-")
}

export function isReference(typed: string): boolean {
  return REFERENCE_PATTERN.test(normalReference(typed))
}
