// A complete, valid application as the form sends it, chosen from data/admission-form.json so a school
// that changes its levels or choices keeps the tests: a child whose age fits a level with a year's
// margin either side.
import admission from "../../data/admission-form.json"
import { EMPTY_ADMISSION, type AdmissionValues } from "../../src/lib/validation/admission"

const q = admission.questions

export function validAnswers(now: Date = new Date(), changes: Partial<AdmissionValues> = {}): AdmissionValues {
  const birthYear = now.getFullYear() - 8
  const level = q.level.options.find((option) => option.minAge < 8 && 8 < option.maxAge)!
  return {
    ...EMPTY_ADMISSION,
    studentName: "Aarav Shrestha",
    dobCalendar: "ad",
    dobDay: "1",
    dobMonth: "1",
    dobYear: String(birthYear),
    gender: q.gender.options[0]!.value,
    level: level.value,
    parentName: "Sita Shrestha",
    relation: q.relation.options[0]!.value,
    phone: "+977 984-1234567",
    email: "sita@example.com",
    address: "Jhamsikhel, Ward 3, Lalitpur",
    consent: true,
    ...changes,
  }
}
