import { checkDateOfBirth } from "../../../src/lib/validation/date-of-birth"
import { toAsciiDigits } from "../../../src/lib/validation/digits"
import { checkPhone } from "../../../src/lib/validation/phone"

const today = { year: 2025, month: 6, day: 15 }
const school = { minAge: 2, maxAge: 18 }

describe("toAsciiDigits", () => {
  it("writes each Devanagari digit as its ASCII digit and leaves everything else as it is", () => {
    expect(toAsciiDigits("०१२३४५६७८९")).toBe("0123456789")
    expect(toAsciiDigits("+९७७ ९८४-१२३4567")).toBe("+977 984-1234567")
    expect(toAsciiDigits("कक्षा ४, GPA 3.2")).toBe("कक्षा 4, GPA 3.2")
  })
})

describe("checkPhone reads numbers typed on a Nepali keyboard", () => {
  it.each([
    ["९८४१२३४५६७", "+9779841234567", "mobile"],
    ["९८४-१२३४५६७", "+9779841234567", "mobile"],
    ["+९७७ ९८४१२३४५६७", "+9779841234567", "mobile"],
    ["९८४१२34567", "+9779841234567", "mobile"],
    ["०१-५५५०१००", "+97715550100", "landline"],
    ["०६१-१२३४५६", "+97761123456", "landline"],
  ])("%s", (input, e164, kind) => {
    expect(checkPhone(input)).toMatchObject({ ok: true, e164, kind })
  })

  it("counts Devanagari digits in its messages, and still refuses letters", () => {
    expect(checkPhone("९८४१२३४५६")).toEqual({ ok: false, code: "mobileLength", digits: 9 })
    expect(checkPhone("०१५५५०१")).toEqual({ ok: false, code: "landlineLength", digits: 7 })
    expect(checkPhone("९८४ फोन")).toMatchObject({ ok: false, code: "characters" })
  })
})

describe("checkDateOfBirth reads dates typed in Devanagari digits", () => {
  it.each([
    [{ calendar: "ad", day: "२७", month: "३", year: "२०१६" }, { year: 2016, month: 3, day: 27 }],
    [{ calendar: "bs", day: "१४", month: "१२", year: "२०७२" }, { year: 2016, month: 3, day: 27 }],
    [{ calendar: "ad", day: "27", month: "३", year: "२016" }, { year: 2016, month: 3, day: 27 }],
  ] as const)("%j", (parts, ad) => {
    expect(checkDateOfBirth(parts, today, school)).toMatchObject({ ok: true, ad })
  })

  it("gives the same messages as for ASCII digits", () => {
    expect(checkDateOfBirth({ calendar: "ad", day: "३०", month: "२", year: "२०१६" }, today, school)).toMatchObject({
      ok: false,
      code: "invalidDay",
      params: { days: 29 },
    })
    expect(checkDateOfBirth({ calendar: "ad", day: "२७", month: "३", year: "२०७२" }, today, school)).toMatchObject({
      ok: false,
      code: "looksLikeBs",
      params: { year: 2072 },
    })
    expect(checkDateOfBirth({ calendar: "ad", day: "२७", month: "मार्च", year: "२०१६" }, today, school)).toMatchObject({
      ok: false,
      code: "notNumbers",
    })
  })
})
