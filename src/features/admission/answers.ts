// The answers in the two forms they leave the page in: a JSON object for the form service, and an
// email a parent can send instead. Choices are sent as their labels, so the office reads "Grade 3".
import type { AdmissionValues } from "../../lib/validation/admission"
import { adToBs, bsToAd, daysInMonth, isoDate, type YearMonthDay } from "../../lib/validation/calendar"
import { checkPhone } from "../../lib/validation/phone"
import { fillPlaceholders } from "../../lib/placeholders"
import type { AdmissionFormTexts } from "./texts"

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

/** The date of birth in AD and BS (ISO form), when it is a real date. */
function birthDates(values: AdmissionValues): { ad: string; bs: string } | null {
  const entered: YearMonthDay = { year: Number(values.dobYear), month: Number(values.dobMonth), day: Number(values.dobDay) }
  const days = daysInMonth(values.dobCalendar, entered.year, entered.month)
  if (days === null || !(entered.day >= 1 && entered.day <= days)) return null
  try {
    const ad = values.dobCalendar === "bs" ? bsToAd(entered) : entered
    const bs = values.dobCalendar === "bs" ? entered : adToBs(entered)
    return { ad: isoDate(ad), bs: isoDate(bs) }
  } catch {
    return null // outside the range the BS table knows
  }
}

/** Question label and answer, in the order asked, as the parent would read them back. */
function readableAnswers(values: AdmissionValues, texts: AdmissionFormTexts, fill: (text: string) => string): [string, string][] {
  const { questions: fields } = texts
  const dates = birthDates(values)
  const phone = checkPhone(values.phone)
  const rows: [string, string][] = [
    [fields.studentName.label, values.studentName.trim()],
    [fields.dateOfBirth.label, dates ? fillPlaceholders(texts.email.dateOfBirth, dates) : ""],
    [fields.gender.label, labelOf(fields.gender.options, values.gender)],
    [fields.level.label, labelOf(fields.level.options, values.level)],
    [fields.previousSchool.label, values.previousSchool.trim()],
    [fields.lastGrade.label, values.lastGrade.trim()],
    [fields.parentName.label, values.parentName.trim()],
    [fields.relation.label, labelOf(fields.relation.options, values.relation)],
    [fields.phone.label, phone.ok ? phone.display : values.phone.trim()],
    [fields.email.label, values.email.trim()],
    [fields.address.label, values.address.trim()],
    [fields.heardFrom.label, labelOf(fields.heardFrom.options, values.heardFrom)],
    [fields.message.label, values.message.trim()],
    [fill(fields.consent.label), values.consent ? "✓" : ""],
  ]
  return rows.filter(([, answer]) => answer !== "")
}

/** What the form service receives: stable keys, readable values. */
export function applicationPayload(values: AdmissionValues, texts: AdmissionFormTexts, sentAt: Date): Record<string, string> {
  const { questions: fields } = texts
  const dates = birthDates(values)
  const phone = checkPhone(values.phone)
  return {
    form: "admission",
    studentName: values.studentName.trim(),
    dateOfBirth: dates?.ad ?? "",
    dateOfBirthBs: dates?.bs ?? "",
    gender: labelOf(fields.gender.options, values.gender),
    level: labelOf(fields.level.options, values.level),
    previousSchool: values.previousSchool.trim(),
    lastGrade: values.lastGrade.trim(),
    parentName: values.parentName.trim(),
    relation: labelOf(fields.relation.options, values.relation),
    phone: phone.ok ? phone.e164 : values.phone.trim(),
    phoneAsWritten: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    heardFrom: labelOf(fields.heardFrom.options, values.heardFrom),
    message: values.message.trim(),
    consent: values.consent ? "yes" : "no",
    sentAt: sentAt.toISOString(),
  }
}

/** A mailto: address that opens the parent's email program with the school, subject and answers filled. */
export function emailLink(to: string, values: AdmissionValues, texts: AdmissionFormTexts, fill: (text: string) => string): string {
  const level = labelOf(texts.questions.level.options, values.level)
  const subject = fillPlaceholders(fill(texts.email.subject), { student: values.studentName.trim(), level })
  const lines = readableAnswers(values, texts, fill).map(([question, answer]) => `${question}: ${answer}`)
  const body = [fill(texts.email.intro), "", ...lines].join("\r\n")
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
