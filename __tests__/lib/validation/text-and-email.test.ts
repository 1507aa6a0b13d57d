import { isEmail } from "../../../src/lib/validation/email"
import { checkLength, checkName } from "../../../src/lib/validation/text"

describe("isEmail", () => {
  it.each(["ram.sharma@gmail.com", "sita+school@example.com.np", "a@b.co", "info@crest-academy.example", " hari@yahoo.com "])(
    "accepts %s",
    (email) => expect(isEmail(email)).toBe(true),
  )

  it.each(["ram@", "ram@gmail", "ram gmail.com", "ram@@gmail.com", "@gmail.com", "ram@gmail..com", "ram@.com", "ram..s@gmail.com", "ram@gmail.com."])(
    "refuses %s",
    (email) => expect(isEmail(email)).toBe(false),
  )
})

describe("checkName", () => {
  it.each(["Aarav Shrestha", "Sita Kumari Thapa-Magar", "D'Souza", "आरव श्रेष्ठ", "Ngawang Sherpa"])("accepts %s", (name) => {
    expect(checkName(name)).toBeNull()
  })

  it("explains what is wrong", () => {
    expect(checkName("  ")).toBe("required")
    expect(checkName("Aarav 2")).toBe("invalid")
    expect(checkName("१२३")).toBe("invalid")
    expect(checkName("---")).toBe("invalid")
    expect(checkName("a".repeat(101))).toBe("tooLong")
  })
})

describe("checkLength", () => {
  it("checks required and maximum lengths", () => {
    expect(checkLength("", 10, true)).toBe("required")
    expect(checkLength("", 10, false)).toBeNull()
    expect(checkLength("12345678901", 10, false)).toBe("tooLong")
  })
})
