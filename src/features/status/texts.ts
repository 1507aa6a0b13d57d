// The status page's words in its language: its own (data/status.json, with data/ne/status.json's
// translations) and the admission form's for the date of birth and the levels, so that the family
// is asked the date as the form asked it. Made when the page is built and handed to the island as
// its props, so the browser loads no data file.
import admission from "../../../data/admission-form.json"
import nepaliAdmission from "../../../data/ne/admission-form.json"
import applications from "../../../data/applications.json"
import status from "../../../data/status.json"
import nepaliStatus from "../../../data/ne/status.json"
import { withTranslations } from "../../lib/i18n/overlay-merge"
import type { Locale } from "../../lib/i18n/locales"
import type { Calendar } from "../../lib/nepal-time/day"
import { bsYearOf, formatReference } from "../../lib/references"
import type { Status } from "../../lib/office/inbox"

type StatusData = typeof status

/** What the island shows: everything of data/status.json but the page's head and intro, which the page writes. */
export type StatusTexts = Omit<StatusData, "$schema" | "title" | "description" | "heading" | "intro"> & {
  stages: Record<Status, { label: string; next: string[] }>
}

export interface DatePartLabels {
  day: string
  month: string
  year: string
}

export interface DateOfBirthTexts {
  calendarLabel: string
  calendars: readonly { value: Calendar; label: string }[]
  partLabels: Record<Calendar, DatePartLabels>
  /** The admission form's sentences for a date that cannot be read, by error code. */
  errors: Record<string, string>
}

export interface StatusPageProps {
  texts: StatusTexts
  dateOfBirth: DateOfBirthTexts
  /** Read before an error by a screen reader ("Error:"), as on the admission form. */
  errorPrefix: string
  /** Each level's label by its value. */
  levels: Record<string, string>
  /** A reference as this school's receiver writes them, this year: CA-2083-0001. */
  example: string
}

export function statusPageProps(locale: Locale, now: Date = new Date()): StatusPageProps {
  const form = locale === "ne" ? withTranslations(admission, nepaliAdmission) : admission
  const { $schema: _schema, title: _title, description: _description, heading: _heading, intro: _intro, ...texts } =
    locale === "ne" ? withTranslations(status, nepaliStatus) : status
  const dob = form.questions.dateOfBirth
  return {
    texts,
    dateOfBirth: {
      calendarLabel: dob.calendarLabel,
      calendars: dob.calendars.map(({ value, label }) => ({ value: value === "bs" ? "bs" : "ad", label })),
      partLabels: {
        ad: { day: dob.dayLabel, month: dob.monthLabel, year: dob.yearLabel },
        bs: { day: dob.bsDayLabel, month: dob.monthLabel, year: dob.bsYearLabel },
      },
      errors: dob.errors,
    },
    errorPrefix: form.errorPrefix,
    levels: Object.fromEntries(form.questions.level.options.map(({ value, label }) => [value, label])),
    example: formatReference(applications.referencePrefix, bsYearOf(now), 1),
  }
}
