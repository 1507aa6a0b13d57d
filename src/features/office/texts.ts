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
 * Each answer's label: the office's own (data/office.json, for the dates in both calendars), else its
 * question's English label (data/admission-form.json), else its key.
 */
export function answerLabelsOf(questions: Readonly<Record<string, { label: string } | null | undefined>>, own: Readonly<Record<string, string>>): AnswerLabel[] {
  return ANSWER_ORDER.map((key) => ({ key, label: own[key] || questions[key]?.label || key }))
}
