// A complete, valid set of answers for the admission form, chosen from data/admission-form.json so a
// school that changes its questions or choices keeps the tests that send the form.
import type { FrameLocator, Page } from "playwright-core"
import admission from "../../data/admission-form.json"
import nepaliAdmissionJson from "../../data/ne/admission-form.json"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"

const q = admission.questions
// The Nepali page's words: the English data with the Nepali overlay's put in, as the build makes them.
export const NEPALI_ADMISSION = withTranslations(admission, nepaliAdmissionJson)
const nq = NEPALI_ADMISSION.questions
// A child born on 27 March 2016; the level is the one whose ages fit it with a year's margin either
// side, so a school that changes its levels or choices keeps these tests.
const now = new Date()
const childAge = now.getFullYear() - 2016 - (now.getMonth() < 2 || (now.getMonth() === 2 && now.getDate() < 27) ? 1 : 0)
const level = q.level.options.find((option) => option.minAge < childAge && childAge < option.maxAge)!
const [relation] = q.relation.options
const [heardFrom] = q.heardFrom.options

/** The choices fillValidAnswers makes, for tests that check what the form then sends. */
export const CHOSEN = { level, relation: relation!, heardFrom: heardFrom! }

export async function fillValidAnswers(form: Page | FrameLocator): Promise<void> {
  await form.getByLabel(q.studentName.label).fill("Aarav Shrestha")
  await form.getByLabel(q.dateOfBirth.dayLabel, { exact: true }).fill("27")
  await form.getByLabel(q.dateOfBirth.monthLabel, { exact: true }).fill("3")
  await form.getByLabel(q.dateOfBirth.yearLabel, { exact: true }).fill("2016")
  await form.getByRole("radio", { name: q.gender.options[0]!.label }).check()
  await form.getByLabel(q.level.label).selectOption(level.value)
  await form.getByLabel(q.previousSchool.label).fill("Sunrise English School")
  await form.getByLabel(q.lastGrade.label).fill("Grade 2, GPA 3.4")
  await form.getByLabel(q.parentName.label).fill("Sita Shrestha")
  await form.getByLabel(q.relation.label).selectOption(CHOSEN.relation.value)
  await form.getByLabel(q.phone.label).fill("+977 984-1234567")
  await form.getByLabel(q.email.label).fill("sita@example.com")
  await form.getByLabel(q.address.label).fill("Jhamsikhel, Ward 3, Lalitpur")
  await form.getByLabel(q.heardFrom.label).selectOption(CHOSEN.heardFrom.value)
  await form.getByLabel(q.message.label).fill("She loves drawing.")
  await form.getByRole("checkbox").check()
}

/** The same child on the Nepali page, the numbers typed in Devanagari digits as a Nepali keyboard does. */
export async function fillValidInNepali(form: Page | FrameLocator): Promise<void> {
  await form.getByLabel(nq.studentName.label).fill("आरव श्रेष्ठ")
  await form.getByLabel(nq.dateOfBirth.dayLabel, { exact: true }).fill("१४")
  await form.getByLabel(nq.dateOfBirth.monthLabel, { exact: true }).fill("१२")
  await form.getByLabel(nq.dateOfBirth.yearLabel, { exact: true }).fill("२०७२")
  await form.getByRole("radio", { name: nq.dateOfBirth.calendars[1]!.label }).check()
  await form.getByRole("radio", { name: nq.gender.options[0]!.label }).check()
  await form.getByLabel(nq.level.label).selectOption(level.value)
  await form.getByLabel(nq.parentName.label).fill("सीता श्रेष्ठ")
  await form.getByLabel(nq.relation.label).selectOption(CHOSEN.relation.value)
  await form.getByLabel(nq.phone.label).fill("+९७७ ९८४-१२३४५६७")
  await form.getByLabel(nq.address.label).fill("झम्सिखेल, वडा नं. ३, ललितपुर")
  await form.getByLabel(nq.heardFrom.label).selectOption(CHOSEN.heardFrom.value)
  await form.getByRole("checkbox").check()
}
