import { checkPhone } from "../../../src/lib/validation/phone"

describe("checkPhone accepts every usual way of writing a Nepali number", () => {
  it.each([
    ["9841234567", "+9779841234567", "mobile"],
    ["984-1234567", "+9779841234567", "mobile"],
    ["984 123 4567", "+9779841234567", "mobile"],
    ["984.123.4567", "+9779841234567", "mobile"],
    ["  9851234567  ", "+9779851234567", "mobile"],
    ["9801234567", "+9779801234567", "mobile"],
    ["9811234567", "+9779811234567", "mobile"],
    ["9741234567", "+9779741234567", "mobile"],
    ["9761234567", "+9779761234567", "mobile"],
    ["9721234567", "+9779721234567", "mobile"],
    ["9611234567", "+9779611234567", "mobile"],
    ["9881234567", "+9779881234567", "mobile"],
    ["+977 9841234567", "+9779841234567", "mobile"],
    ["+977-9841234567", "+9779841234567", "mobile"],
    ["+977-984-1234567", "+9779841234567", "mobile"],
    ["+9779841234567", "+9779841234567", "mobile"],
    ["977 9841234567", "+9779841234567", "mobile"],
    ["9779841234567", "+9779841234567", "mobile"],
    ["00977 9841234567", "+9779841234567", "mobile"],
    ["01-5550100", "+97715550100", "landline"],
    ["015550100", "+97715550100", "landline"],
    ["01 5550100", "+97715550100", "landline"],
    ["(01) 5550100", "+97715550100", "landline"],
    ["01-4412345", "+97714412345", "landline"],
    ["+977-1-5550100", "+97715550100", "landline"],
    ["+977 1 5550100", "+97715550100", "landline"],
    ["+977-01-5550100", "+97715550100", "landline"],
    ["977-1-5550100", "+97715550100", "landline"],
    ["9771 5550100", "+97715550100", "landline"],
    ["061-123456", "+97761123456", "landline"],
    ["061123456", "+97761123456", "landline"],
    ["+977 61 123456", "+97761123456", "landline"],
    ["021-525252", "+97721525252", "landline"],
    ["091-523456", "+97791523456", "landline"],
    ["+977 91 523456", "+97791523456", "landline"],
    ["+977-99-521234", "+97799521234", "landline"],
  ])("%s", (input, e164, kind) => {
    expect(checkPhone(input)).toMatchObject({ ok: true, e164, kind })
  })

  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (555) 010-9999", "+15550109999"],
    ["+91 98765 43210", "+919876543210"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("and a number abroad with its country code: %s", (input, e164) => {
    expect(checkPhone(input)).toMatchObject({ ok: true, kind: "international", e164 })
  })

  it("writes numbers back in one readable form", () => {
    expect(checkPhone("9841234567")).toMatchObject({ display: "+977 984-1234567" })
    expect(checkPhone("01-5550100")).toMatchObject({ display: "+977 1-5550100" })
    expect(checkPhone("061123456")).toMatchObject({ display: "+977 61-123456" })
  })
})

describe("checkPhone explains what is wrong", () => {
  it.each([
    ["", "required", 0],
    ["   ", "required", 0],
    ["984123456", "mobileLength", 9],
    ["98412345678", "mobileLength", 11],
    ["98412345", "mobileLength", 8],
    ["+977 984123456", "mobileLength", 9],
    ["9841234567/9851234567", "mobileLength", 20],
    ["9541234567", "mobilePrefix", 10],
    ["9941234567", "mobilePrefix", 10],
    ["01-555010", "landlineLength", 8],
    ["0155501000", "landlineLength", 10],
    ["061-12345", "landlineLength", 8],
    ["5550100", "areaCode", 7],
    ["4412345", "areaCode", 7],
    ["00-5550100", "invalid", 7],
    ["+977 12345", "invalid", 5],
    ["1234567890", "invalid", 10],
    ["12345", "invalid", 5],
    ["+1 23", "invalid", 3],
    ["+123456789012345678", "invalid", 18],
    ["phone me", "characters", 0],
    ["98412abc45", "characters", 7],
    ["9841234567 ext 2", "characters", 11],
    ["98+41234567", "characters", 10],
    ["++9779841234567", "characters", 13],
  ])("%p is refused as %s", (input, code, digits) => {
    expect(checkPhone(input)).toEqual({ ok: false, code, digits })
  })
})
