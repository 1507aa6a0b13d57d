import { adToBs, bsToAd, BS_FIRST_YEAR, BS_LAST_YEAR, daysInMonth } from "../../../src/lib/nepal-time/bikram-sambat"
import { yearsBetween } from "../../../src/lib/nepal-time/day"
import { checkDateOfBirth, type DateParts } from "../../../src/lib/validation/date-of-birth"

const today = { year: 2025, month: 6, day: 15 }
const school = { minAge: 2, maxAge: 18 }
const grade3 = { minAge: 6, maxAge: 11 }

function ad(day: string, month: string, year: string): DateParts {
  return { calendar: "ad", day, month, year }
}
function bs(day: string, month: string, year: string): DateParts {
  return { calendar: "bs", day, month, year }
}

describe("checkDateOfBirth accepts real dates of children of school age", () => {
  it.each([
    [ad("27", "3", "2016"), "2016-03-27", 9],
    [ad("01", "01", "2017"), "2017-01-01", 8],
    [ad(" 5 ", " 7 ", " 2012 "), "2012-07-05", 12],
    [ad("29", "2", "2016"), "2016-02-29", 9],
    [ad("31", "12", "2010"), "2010-12-31", 14],
    [ad("15", "6", "2023"), "2023-06-15", 2],
    [ad("16", "6", "2007"), "2007-06-16", 17],
    [ad("15", "6", "2007"), "2007-06-15", 18],
  ])("%j", (parts, iso, age) => {
    const result = checkDateOfBirth(parts, today, school)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { year, month, day } = result.ad
    expect(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`).toBe(iso)
    expect(result.age).toBe(age)
  })

  it("reads a BS date as written on a Nepali birth certificate", () => {
    const result = checkDateOfBirth(bs("14", "12", "2072"), today, school)
    expect(result).toMatchObject({ ok: true, ad: { year: 2016, month: 3, day: 27 }, age: 9 })
  })

  it("knows the BS months' lengths, which change from year to year", () => {
    expect(daysInMonth("bs", 2081, 2)).toBe(32)
    expect(checkDateOfBirth(bs("32", "2", "2074"), today, school).ok).toBe(daysInMonth("bs", 2074, 2) === 32)
    expect(checkDateOfBirth(bs("31", "9", "2074"), today, school)).toMatchObject({ ok: false, code: "invalidDay" })
  })

  it("accepts a date that fits the level chosen", () => {
    expect(checkDateOfBirth(ad("10", "4", "2017"), today, school, grade3)).toMatchObject({ ok: true, age: 8 })
  })
})

describe("checkDateOfBirth says what is wrong", () => {
  it.each([
    [ad("", "", ""), "required"],
    [ad(" ", "", " "), "required"],
    [ad("", "3", "2016"), "missingDay"],
    [ad("27", "", "2016"), "missingMonth"],
    [ad("27", "3", ""), "missingYear"],
    [ad("27", "", ""), "incomplete"],
    [ad("", "", "2016"), "incomplete"],
    [ad("27", "March", "2016"), "notNumbers"],
    [ad("27th", "3", "2016"), "notNumbers"],
    [ad("2.5", "3", "2016"), "notNumbers"],
    [ad("-1", "3", "2016"), "notNumbers"],
    [ad("27", "13", "2016"), "invalidMonth"],
    [ad("27", "0", "2016"), "invalidMonth"],
    [ad("27", "3", "16"), "invalidYear"],
    [ad("27", "3", "20166"), "invalidYear"],
    [ad("30", "2", "2016"), "invalidDay"],
    [ad("29", "2", "2015"), "invalidDay"],
    [ad("31", "4", "2016"), "invalidDay"],
    [ad("0", "4", "2016"), "invalidDay"],
    [ad("15", "6", "2025"), "future"],
    [ad("1", "1", "2026"), "future"],
    [ad("16", "6", "2023"), "tooYoung"],
    [ad("1", "1", "2025"), "tooYoung"],
    [ad("14", "6", "2006"), "tooOld"],
    [ad("1", "1", "1990"), "tooOld"],
    [ad("14", "12", "2072"), "looksLikeBs"],
    [bs("27", "3", "2016"), "looksLikeAd"],
    [bs("1", "1", "2095"), "bsRange"],
    [bs("1", "1", "1999"), "looksLikeAd"],
    [bs("1", "1", "1970"), "bsRange"],
  ])("%j: %s", (parts, code) => {
    expect(checkDateOfBirth(parts, today, school)).toMatchObject({ ok: false, code })
  })

  it("gives the numbers its message needs", () => {
    expect(checkDateOfBirth(ad("30", "2", "2016"), today, school)).toMatchObject({ params: { days: 29 } })
    expect(checkDateOfBirth(ad("1", "1", "2025"), today, school)).toMatchObject({ params: { age: 0, min: 2 } })
    expect(checkDateOfBirth(bs("1", "1", "2095"), today, school)).toMatchObject({ params: { min: BS_FIRST_YEAR, max: BS_LAST_YEAR } })
    expect(checkDateOfBirth(ad("14", "12", "2072"), today, school)).toMatchObject({ params: { year: 2072 } })
  })

  it("questions a date that does not fit the level (a year typed wrong)", () => {
    expect(checkDateOfBirth(ad("10", "4", "2021"), today, school, grade3)).toEqual({
      ok: false,
      code: "levelMismatch",
      params: { age: 4, min: 6, max: 11 },
    })
    expect(checkDateOfBirth(ad("10", "4", "2012"), today, school, grade3)).toMatchObject({ code: "levelMismatch", params: { age: 13 } })
  })
})

describe("calendar helpers", () => {
  it("converts between BS and AD both ways", () => {
    expect(bsToAd({ year: 2072, month: 12, day: 14 })).toEqual({ year: 2016, month: 3, day: 27 })
    expect(adToBs({ year: 2016, month: 3, day: 27 })).toEqual({ year: 2072, month: 12, day: 14 })
    expect(bsToAd({ year: 2070, month: 1, day: 1 })).toEqual({ year: 2013, month: 4, day: 14 })
  })

  it("counts whole years, the day before and on the birthday", () => {
    expect(yearsBetween({ year: 2016, month: 3, day: 27 }, { year: 2025, month: 3, day: 26 })).toBe(8)
    expect(yearsBetween({ year: 2016, month: 3, day: 27 }, { year: 2025, month: 3, day: 27 })).toBe(9)
  })

  it("knows AD month lengths, leap years included", () => {
    expect(daysInMonth("ad", 2024, 2)).toBe(29)
    expect(daysInMonth("ad", 2100, 2)).toBe(28)
    expect(daysInMonth("ad", 2000, 2)).toBe(29)
    expect(daysInMonth("ad", 2025, 13)).toBeNull()
  })
})
