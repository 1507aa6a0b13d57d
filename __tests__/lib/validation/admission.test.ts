import { rulesFrom } from "../../../src/features/admission/use-admission-answers"
import { ADMISSION_FIELDS, EMPTY_ADMISSION, validateAdmission, type AdmissionValues } from "../../../src/lib/validation/admission"
import { admissionTexts } from "../../support/admission-fixture"

const rules = rulesFrom(admissionTexts(), new Date(2025, 5, 15))
const { questions } = admissionTexts()
// The child below is 9 on the day of these rules; the choices come from the data, so a school that
// changes its levels or options keeps these tests.
const AGE = 9
const fittingLevel = questions.level.options.find((level) => level.minAge <= AGE && AGE <= level.maxAge)!
const mismatchedLevel = questions.level.options.find((level) => AGE < level.minAge || AGE > level.maxAge)!

const valid: AdmissionValues = {
  ...EMPTY_ADMISSION,
  studentName: "Aarav Shrestha",
  dobDay: "27",
  dobMonth: "3",
  dobYear: "2016",
  gender: questions.gender.options[0]!.value,
  level: fittingLevel.value,
  parentName: "Sita Shrestha",
  relation: questions.relation.options[0]!.value,
  phone: "9841234567",
  address: "Jhamsikhel, Ward 3, Lalitpur",
  consent: true,
}

describe("validateAdmission", () => {
  it("passes a complete application, optional answers left empty", () => {
    expect(validateAdmission(valid, rules)).toEqual({})
  })

  it("passes with every optional answer given", () => {
    const full = { ...valid, previousSchool: "Sunrise School", lastGrade: "Grade 2", email: "sita@example.com", heardFrom: questions.heardFrom.options[0]!.value, message: "Needs the school bus." }
    expect(validateAdmission(full, rules)).toEqual({})
  })

  it("lists every unanswered required question, and only those, in the order asked", () => {
    const errors = validateAdmission(EMPTY_ADMISSION, rules)
    expect(Object.keys(errors)).toEqual(["studentName", "dateOfBirth", "gender", "level", "parentName", "relation", "phone", "address", "consent"])
    expect(Object.values(errors).every((error) => error?.code === "required")).toBe(true)
    expect(ADMISSION_FIELDS.filter((field) => field in errors)).toEqual(Object.keys(errors))
  })

  it("refuses answers that are not among the choices", () => {
    const errors = validateAdmission({ ...valid, gender: "robot", level: "grade-13", relation: "neighbour", heardFrom: "dream" }, rules)
    expect(Object.keys(errors)).toEqual(["gender", "level", "relation", "heardFrom"])
  })

  it("checks the date of birth against the level chosen", () => {
    expect(validateAdmission({ ...valid, level: mismatchedLevel.value }, rules).dateOfBirth).toEqual({
      code: "levelMismatch",
      params: { age: AGE, min: mismatchedLevel.minAge, max: mismatchedLevel.maxAge },
    })
  })

  it("checks phone, email and lengths", () => {
    const errors = validateAdmission({ ...valid, phone: "984123456", email: "sita@", message: "x".repeat(1001) }, rules)
    expect(errors.phone).toEqual({ code: "mobileLength", params: { digits: 9 } })
    expect(errors.email).toEqual({ code: "invalid" })
    expect(errors.message).toEqual({ code: "tooLong", params: { max: 1000, count: 1001 } })
  })

  it("has a message in data/admission-form.json for every code a question can give", () => {
    const texts = admissionTexts()
    const codes: Record<string, string[]> = {
      studentName: ["required", "tooLong", "invalid"],
      dateOfBirth: ["required", "missingDay", "missingMonth", "missingYear", "incomplete", "notNumbers", "invalidMonth", "invalidYear", "invalidDay", "bsRange", "looksLikeBs", "looksLikeAd", "future", "tooYoung", "tooOld", "levelMismatch"],
      phone: ["required", "characters", "mobileLength", "mobilePrefix", "landlineLength", "areaCode", "invalid"],
      email: ["invalid"],
      consent: ["required"],
    }
    for (const [field, list] of Object.entries(codes)) {
      const errors = texts.questions[field as keyof typeof texts.questions].errors as Record<string, string | null>
      for (const code of list) expect(errors[code]).toEqual(expect.any(String))
    }
  })
})
