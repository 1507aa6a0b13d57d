import { toLocaleDigits } from "../../../src/lib/i18n/digits"

// Devanagari digits are the ten code points from U+0966 (zero) on, in order.
const devanagari = (digit: number) => String.fromCodePoint(0x0966 + digit)

describe("toLocaleDigits", () => {
  it("writes every ASCII digit as its Devanagari digit in Nepali", () => {
    expect(toLocaleDigits("0123456789", "ne")).toBe([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(devanagari).join(""))
    expect(toLocaleDigits(2083, "ne")).toBe([2, 0, 8, 3].map(devanagari).join(""))
  })

  it("leaves what is not a digit as it is", () => {
    expect(toLocaleDigits("10:30–12:00 x", "ne")).toBe(`${devanagari(1)}${devanagari(0)}:${devanagari(3)}${devanagari(0)}–${devanagari(1)}${devanagari(2)}:${devanagari(0)}${devanagari(0)} x`)
  })

  it("changes nothing in English", () => {
    expect(toLocaleDigits("Page 2 of 14", "en")).toBe("Page 2 of 14")
    expect(toLocaleDigits(7, "en")).toBe("7")
  })
})
