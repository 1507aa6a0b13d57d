// The answers in the two forms they leave the page in: a JSON object for the form service, and an
// email a parent can send instead. Both are written for the school office, which works in English,
// whatever the language of the page the parent filled in: questions and choices in the English words
// (choices as labels, so the office reads "Grade 3"), the parent's own answers as typed, numbers in
// ASCII digits, and the language of the form named.
import type { AdmissionValues } from "../validation/admission"
import { adToBs, bsToAd, daysInMonth } from "../nepal-time/bikram-sambat"
import { isoOf, type Day } from "../nepal-time/day"
import { toAsciiDigits } from "../validation/digits"
import { checkPhone } from "../validation/phone"
import type { Locale } from "../i18n/locales"
import { fillPlaceholders } from "../placeholders"

/**
 * The words of what the office receives (questions, choices, the email), always from the English
 * data: the school office works in English, whatever the language of the page.
 */
export type AdmissionOfficeTexts = Queries.AdmissionFormOfficeFieldsFragment

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** The date of birth in AD and BS (ISO form), when it is a real date. */
function birthDates(values: AdmissionValues): { ad: string; bs: string } | null {
  const number = (part: string) => Number(toAsciiDigits(part.trim()))
  const entered: Day = { year: number(values.dobYear), month: number(values.dobMonth), day: number(values.dobDay) }
  const days = daysInMonth(values.dobCalendar, entered.year, entered.month)
  if (days === null || !(entered.day >= 1 && entered.day <= days)) return null
  try {
    const ad = values.dobCalendar === "bs" ? bsToAd(entered) : entered
    const bs = values.dobCalendar === "bs" ? entered : adToBs(entered)
    return { ad: isoOf(ad), bs: isoOf(bs) }
  } catch {
    return null // outside the range the BS table knows
  }
}

/** Question label and answer, in the order asked, as the office would read them. */
function readableAnswers(values: AdmissionValues, office: AdmissionOfficeTexts, fill: (text: string) => string): [string, string][] {
  const { questions: fields } = office
  const dates = birthDates(values)
  const phone = checkPhone(values.phone)
  const rows: [string, string][] = [
    [fields.studentName.label, values.studentName.trim()],
    [fields.dateOfBirth.label, dates ? fillPlaceholders(office.email.dateOfBirth, dates) : ""],
    [fields.gender.label, labelOf(fields.gender.options, values.gender)],
    [fields.level.label, labelOf(fields.level.options, values.level)],
    [fields.previousSchool.label, values.previousSchool.trim()],
    [fields.lastGrade.label, values.lastGrade.trim()],
    [fields.parentName.label, values.parentName.trim()],
    [fields.relation.label, labelOf(fields.relation.options, values.relation)],
    [fields.phone.label, phone.ok ? phone.display : toAsciiDigits(values.phone.trim())],
    [fields.email.label, values.email.trim()],
    [fields.address.label, values.address.trim()],
    [fields.heardFrom.label, labelOf(fields.heardFrom.options, values.heardFrom)],
    [fields.message.label, values.message.trim()],
    [fill(fields.consent.label), values.consent ? "✓" : ""],
  ]
  return rows.filter(([, answer]) => answer !== "")
}

/** What the form service receives: stable keys, values in the office's words, the form's language. */
export function applicationPayload(values: AdmissionValues, office: AdmissionOfficeTexts, sentAt: Date, locale: Locale): Record<string, string> {
  const { questions: fields } = office
  const dates = birthDates(values)
  const phone = checkPhone(values.phone)
  return {
    form: "admission",
    language: locale,
    studentName: values.studentName.trim(),
    dateOfBirth: dates?.ad ?? "",
    dateOfBirthBs: dates?.bs ?? "",
    gender: labelOf(fields.gender.options, values.gender),
    level: labelOf(fields.level.options, values.level),
    previousSchool: values.previousSchool.trim(),
    lastGrade: values.lastGrade.trim(),
    parentName: values.parentName.trim(),
    relation: labelOf(fields.relation.options, values.relation),
    phone: phone.ok ? phone.e164 : toAsciiDigits(values.phone.trim()),
    phoneAsWritten: toAsciiDigits(values.phone.trim()),
    email: values.email.trim(),
    address: values.address.trim(),
    heardFrom: labelOf(fields.heardFrom.options, values.heardFrom),
    message: values.message.trim(),
    consent: values.consent ? "yes" : "no",
    sentAt: sentAt.toISOString(),
  }
}

/** The office's email about an application: intro, the form's language, and each answer on a line. */
export function officeEmailBody(values: AdmissionValues, office: AdmissionOfficeTexts, fill: (text: string) => string, locale: Locale): string {
  const language = fillPlaceholders(office.email.languageLine, { language: office.email.languageNames[locale] })
  const lines = readableAnswers(values, office, fill).map(([question, answer]) => `${question}: ${answer}`)
  return [fill(office.email.intro), language, "", ...lines].join("\r\n")
}

/** A mailto: address that opens the parent's email program with the school, subject and answers filled. */
export function emailLink(
  to: string,
  values: AdmissionValues,
  office: AdmissionOfficeTexts,
  fill: (text: string) => string,
  locale: Locale,
): string {
  const level = labelOf(office.questions.level.options, values.level)
  const subject = fillPlaceholders(fill(office.email.subject), { student: values.studentName.trim(), level })
  const body = officeEmailBody(values, office, fill, locale)
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
