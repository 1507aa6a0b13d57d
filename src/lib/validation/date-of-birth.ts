// The student's date of birth: a real date in AD or BS, in the past, of a child of school age, and
// plausible for the level chosen (a year typed wrong by ten is the usual slip). Returns an error code
// with the numbers its message needs, or the AD date. The reading alone, without the ages, is what the
// status lookup compares a typed date of birth by: a day typed in BS is the same child as its AD day.
import { BS_FIRST_YEAR, BS_LAST_YEAR, bsToAd, daysInMonth } from "../nepal-time/bikram-sambat"
import { compareDays, yearsBetween, type Calendar, type Day } from "../nepal-time/day"
import { toAsciiDigits } from "./digits"

export interface DateParts {
  calendar: Calendar
  day: string
  month: string
  year: string
}

export interface AgeRange {
  minAge: number
  maxAge: number
}

export type DateErrorCode =
  | "required"
  | "missingDay"
  | "missingMonth"
  | "missingYear"
  | "incomplete"
  | "notNumbers"
  | "invalidMonth"
  | "invalidYear"
  | "invalidDay"
  | "bsRange"
  | "looksLikeBs"
  | "looksLikeAd"
  | "future"
  | "tooYoung"
  | "tooOld"
  | "levelMismatch"

export type DateFailure = { ok: false; code: DateErrorCode; params: Record<string, number> }

export type DateResult = { ok: true; ad: Day; age: number } | DateFailure

export type DayResult = { ok: true; ad: Day } | DateFailure

function fail(code: DateErrorCode, params: Record<string, number> = {}): DateFailure {
  return { ok: false, code, params }
}

/**
 * The AD day of a date of birth as typed (either calendar, ASCII or Devanagari digits), when it is a
 * day that exists, before `today`, in a year that does not look like one of the other calendar.
 */
export function readDateOfBirth(parts: DateParts, today: Day): DayResult {
  // Devanagari digits (२०७२) are the same numbers as ASCII ones (2072).
  const day = toAsciiDigits(parts.day.trim())
  const month = toAsciiDigits(parts.month.trim())
  const year = toAsciiDigits(parts.year.trim())
  const missing = [day, month, year].filter((part) => part === "").length
  if (missing === 3) return fail("required")
  if (missing === 2) return fail("incomplete")
  if (missing === 1) return fail(day === "" ? "missingDay" : month === "" ? "missingMonth" : "missingYear")
  if (![day, month, year].every((part) => /^[0-9]+$/.test(part))) return fail("notNumbers")

  const date = { year: Number(year), month: Number(month), day: Number(day) }
  if (date.month < 1 || date.month > 12) return fail("invalidMonth")
  if (year.length !== 4) return fail("invalidYear")
  // A BS year under AD, or the other way round: BS runs about 57 years ahead of AD.
  if (parts.calendar === "ad" && date.year >= today.year + 40 && date.year <= today.year + 70) {
    return fail("looksLikeBs", { year: date.year })
  }
  if (parts.calendar === "bs" && date.year >= today.year - 30 && date.year <= today.year + 1) {
    return fail("looksLikeAd", { year: date.year })
  }
  if (parts.calendar === "bs" && (date.year < BS_FIRST_YEAR || date.year > BS_LAST_YEAR)) {
    return fail("bsRange", { min: BS_FIRST_YEAR, max: BS_LAST_YEAR })
  }
  const days = daysInMonth(parts.calendar, date.year, date.month)
  if (days === null || date.day < 1 || date.day > days) return fail("invalidDay", { days: days ?? 31 })

  const ad = parts.calendar === "bs" ? bsToAd(date) : date
  if (compareDays(ad, today) >= 0) return fail("future")
  return { ok: true, ad }
}

/**
 * @param school the ages the school takes at all (e.g. 2 to 18)
 * @param level the ages usual for the level applied for, when one is chosen
 */
export function checkDateOfBirth(parts: DateParts, today: Day, school: AgeRange, level?: AgeRange): DateResult {
  const read = readDateOfBirth(parts, today)
  if (!read.ok) return read
  const { ad } = read
  const age = yearsBetween(ad, today)
  if (age < school.minAge) return fail("tooYoung", { age, min: school.minAge, max: school.maxAge })
  if (age > school.maxAge) return fail("tooOld", { age, min: school.minAge, max: school.maxAge })
  if (level && (age < level.minAge || age > level.maxAge)) {
    return fail("levelMismatch", { age, min: level.minAge, max: level.maxAge })
  }
  return { ok: true, ad, age }
}
