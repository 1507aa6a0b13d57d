// The office page's words (data/office.json, English only) and what it takes from the admission form:
// the levels to filter by and the questions' English labels for the answers.
import type officeData from "../../../data/office.json"

export type OfficeTexts = Omit<typeof officeData, "$schema">

export interface LevelOption {
  value: string
  label: string
}

/** An answer's key in what the office receives, and its label; shown in this order. */
export interface AnswerLabel {
  key: string
  label: string
}

/** The answers the server keeps for an application (src/server/office/inbox.ts EXPORT_ANSWERS), in the form's order. */
export const ANSWER_ORDER = [
  "studentName", "dateOfBirth", "dateOfBirthBs", "gender", "level", "previousSchool", "lastGrade", "parentName",
  "relation", "phone", "email", "address", "heardFrom", "message", "consent",
] as const

/**
 * What the office page shows of an application, in order: those answers, the phone number as the
 * parent typed it beside the one the site made of it, and when the parent's device sent it. The
 * form's name and its language are left out (the language is shown above the answers).
 */
export const SHOWN_ANSWERS: readonly string[] = [...ANSWER_ORDER.flatMap((key) => (key === "phone" ? [key, "phoneAsWritten"] : [key])), "sentAt"]

/** Keys of what is received that are not answers to show. */
export const NOT_SHOWN: ReadonlySet<string> = new Set(["form", "language"])

/**
 * Each answer's label: the office's own (data/office.json, for the dates in both calendars and what
 * has no question), else its question's English label (data/admission-form.json), else its key.
 */
export function answerLabelsOf(questions: Readonly<Record<string, { label: string } | null | undefined>>, own: Readonly<Record<string, string>>): AnswerLabel[] {
  return SHOWN_ANSWERS.map((key) => ({ key, label: own[key] || questions[key]?.label || key }))
}
