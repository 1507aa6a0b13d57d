// Phone numbers as Nepali parents write them: mobiles of 10 digits (98, 97 or 96 ...), landlines with
// the area code (01-5550100, 061-123456), with or without +977 / 977 / 00977, with spaces, dashes,
// dots or brackets. A family abroad may give a number of another country with + and its code.
// Devanagari digits count as digits: the number is read (and sent) in ASCII.
import { toAsciiDigits } from "./digits"

export type PhoneErrorCode = "required" | "characters" | "mobileLength" | "mobilePrefix" | "landlineLength" | "areaCode" | "invalid"

export type PhoneResult =
  | { ok: true; kind: "mobile" | "landline" | "international"; e164: string; display: string }
  | { ok: false; code: PhoneErrorCode; digits: number }

const ALLOWED = /^\+?[\d\s\-.()/]+$/
const MOBILE = /^9[678]\d{8}$/

function fail(code: PhoneErrorCode, digits: string): PhoneResult {
  return { ok: false, code, digits: digits.length }
}

// Kathmandu valley has the one-digit area code 1; every other area code has two digits.
function landline(nsn: string): PhoneResult {
  const area = nsn.startsWith("1") ? 1 : 2
  return { ok: true, kind: "landline", e164: `+977${nsn}`, display: `+977 ${nsn.slice(0, area)}-${nsn.slice(area)}` }
}

function mobile(nsn: string): PhoneResult {
  return { ok: true, kind: "mobile", e164: `+977${nsn}`, display: `+977 ${nsn.slice(0, 3)}-${nsn.slice(3)}` }
}

export function checkPhone(input: string): PhoneResult {
  const text = toAsciiDigits(input.trim())
  if (text === "") return fail("required", "")
  const all = text.replace(/\D/g, "")
  if (!ALLOWED.test(text)) return fail("characters", all)

  let national = all
  let withCountryCode = false
  if (text.startsWith("+") || all.startsWith("00")) {
    const international = text.startsWith("+") ? all : all.slice(2)
    if (!international.startsWith("977")) {
      // Another country: E.164 allows up to 15 digits; fewer than 8 cannot be a whole number.
      if (international.length < 8 || international.length > 15) return fail("invalid", international)
      return { ok: true, kind: "international", e164: `+${international}`, display: `+${international}` }
    }
    national = international.slice(3)
    withCountryCode = true
  } else if (all.startsWith("977") && all.length >= 11) {
    // "977 9841234567" or "977-1-5550100": the code without its +. (No Nepali mobile starts with 977.)
    national = all.slice(3)
    withCountryCode = true
  }

  if (national.startsWith("0")) {
    // Landline with the trunk 0: 0 + area code + number, 9 digits in all (01-5550100, 061-123456).
    const nsn = national.slice(1)
    if (nsn.length !== 8) return fail("landlineLength", national)
    if (nsn.startsWith("0")) return fail("areaCode", national)
    return landline(nsn)
  }
  if (withCountryCode && national.length === 8) return landline(national) // +977-1-5550100, +977 91 523456
  if (national.startsWith("9")) {
    if (national.length !== 10) return fail("mobileLength", national)
    return MOBILE.test(national) ? mobile(national) : fail("mobilePrefix", national)
  }
  // 5550100: a landline written without its area code.
  if (national.length >= 6 && national.length <= 8) return fail("areaCode", national)
  return fail("invalid", national)
}
