// The admission application's answers and their checks. Each check returns an error code and the
// numbers its message needs; the words live in data/admission-form.json.
import { checkDateOfBirth, type AgeRange } from "./date-of-birth"
import { localDayOf, type Calendar, type Day } from "../nepal-time/day"
import { isEmail } from "./email"
import { checkPhone } from "./phone"
import { ADDRESS_MAX, checkLength, checkName, MESSAGE_MAX, NAME_MAX, SCHOOL_MAX, typedText } from "./text"

export interface AdmissionValues {
  studentName: string
  dobCalendar: Calendar
  dobDay: string
  dobMonth: string
  dobYear: string
  gender: string
  level: string
  previousSchool: string
  lastGrade: string
  parentName: string
  relation: string
  phone: string
  email: string
  address: string
  heardFrom: string
  message: string
  consent: boolean
}

/** The questions in the order they are asked: the error summary and the focus follow it. */
export const ADMISSION_FIELDS = [
  "studentName",
  "dateOfBirth",
  "gender",
  "level",
  "previousSchool",
  "lastGrade",
  "parentName",
  "relation",
  "phone",
  "email",
  "address",
  "heardFrom",
  "message",
  "consent",
] as const

export type AdmissionField = (typeof ADMISSION_FIELDS)[number]

export const OPTIONAL_FIELDS: ReadonlySet<AdmissionField> = new Set([
  "previousSchool",
  "lastGrade",
  "email",
  "heardFrom",
  "message",
])

export const EMPTY_ADMISSION: AdmissionValues = {
  studentName: "",
  dobCalendar: "ad",
  dobDay: "",
  dobMonth: "",
  dobYear: "",
  gender: "",
  level: "",
  previousSchool: "",
  lastGrade: "",
  parentName: "",
  relation: "",
  phone: "",
  email: "",
  address: "",
  heardFrom: "",
  message: "",
  consent: false,
}

/** Every answer's key, for code that walks through all of them: those of the empty form. */
export const ANSWER_KEYS = Object.keys(EMPTY_ADMISSION) as readonly (keyof AdmissionValues)[]

export interface FieldError {
  code: string
  params?: Record<string, number>
}

export type AdmissionErrors = Partial<Record<AdmissionField, FieldError>>

export interface AdmissionRules {
  today: Day
  /** Ages the school takes at all. */
  school: AgeRange
  /** Usual ages of each level, by its value. */
  levels: ReadonlyMap<string, AgeRange>
  /** The answers a choice may have, by field. */
  choices: Partial<Record<"gender" | "relation" | "heardFrom", ReadonlySet<string>>>
}

function code(value: string | null, params?: Record<string, number>): FieldError | null {
  return value === null ? null : { code: value, params }
}

function choice(value: string, allowed: ReadonlySet<string> | undefined, required: boolean): FieldError | null {
  if (value === "") return required ? { code: "required" } : null
  return allowed && !allowed.has(value) ? { code: "required" } : null
}

export function validateField(field: AdmissionField, values: AdmissionValues, rules: AdmissionRules): FieldError | null {
  switch (field) {
    case "studentName":
    case "parentName":
      return code(checkName(values[field]), { max: NAME_MAX })
    case "dateOfBirth": {
      const result = checkDateOfBirth(
        { calendar: values.dobCalendar, day: values.dobDay, month: values.dobMonth, year: values.dobYear },
        rules.today,
        rules.school,
        rules.levels.get(values.level),
      )
      return result.ok ? null : { code: result.code, params: result.params }
    }
    case "level":
      return values.level === "" || !rules.levels.has(values.level) ? { code: "required" } : null
    case "gender":
    case "relation":
      return choice(values[field], rules.choices[field], true)
    case "heardFrom":
      return choice(values.heardFrom, rules.choices.heardFrom, false)
    case "previousSchool":
    case "lastGrade":
      return code(checkLength(values[field], SCHOOL_MAX, false), { max: SCHOOL_MAX })
    case "phone": {
      const result = checkPhone(values.phone)
      return result.ok ? null : { code: result.code, params: { digits: result.digits } }
    }
    case "email":
      return values.email.trim() === "" || isEmail(values.email) ? null : { code: "invalid" }
    case "address":
      return code(checkLength(values.address, ADDRESS_MAX, true), { max: ADDRESS_MAX })
    case "message": {
      const error = checkLength(values.message, MESSAGE_MAX, false)
      return code(error, { max: MESSAGE_MAX, count: values.message.trim().length })
    }
    case "consent":
      return values.consent ? null : { code: "required" }
  }
}

export function validateAdmission(values: AdmissionValues, rules: AdmissionRules): AdmissionErrors {
  const errors: AdmissionErrors = {}
  for (const field of ADMISSION_FIELDS) {
    const error = validateField(field, values, rules)
    if (error) errors[field] = error
  }
  return errors
}

/** What the rules are made of in data/admission-form.json: the ages and the choices of each question. */
export interface AdmissionRuleSource {
  ages: AgeRange
  questions: {
    level: { options: readonly ({ value: string } & AgeRange)[] }
    gender: { options: readonly { value: string }[] }
    relation: { options: readonly { value: string }[] }
    heardFrom: { options: readonly { value: string }[] }
  }
}

/** The rules of the form, the same in the browser (from the page's data) and on the server (from the file). */
export function admissionRules(source: AdmissionRuleSource, now: Date = new Date()): AdmissionRules {
  const { questions: fields, ages } = source
  const values = (options: readonly { value: string }[]) => new Set(options.map((option) => option.value))
  return {
    today: localDayOf(now),
    school: { minAge: ages.minAge, maxAge: ages.maxAge },
    levels: new Map(fields.level.options.map((level) => [level.value, { minAge: level.minAge, maxAge: level.maxAge }])),
    choices: { gender: values(fields.gender.options), relation: values(fields.relation.options), heardFrom: values(fields.heardFrom.options) },
  }
}

/**
 * Answers sent from elsewhere (a request body, a stored draft) as AdmissionValues: only the known
 * answers, each of the right kind; anything else is left out, so a check never meets a number or a list,
 * and a text never holds what nobody types (typedText).
 */
export function admissionValuesFrom(input: unknown): AdmissionValues {
  const values: AdmissionValues = { ...EMPTY_ADMISSION }
  if (typeof input !== "object" || input === null || Array.isArray(input)) return values
  const given = new Map(Object.entries(input))
  for (const key of ANSWER_KEYS) {
    const value = given.get(key)
    if (typeof value === typeof EMPTY_ADMISSION[key]) Object.assign(values, { [key]: typeof value === "string" ? typedText(value) : value })
  }
  if (values.dobCalendar !== "ad" && values.dobCalendar !== "bs") values.dobCalendar = "ad"
  return values
}
