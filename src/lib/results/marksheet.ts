// One student's marksheet: what a record holds once opened, and how it is written into it. Short keys
// keep every record, padded to the longest, small. A sheet may give subject names, class and remarks
// in Nepali too (CONTENT.md "Publish exam results"); the Nepali page shows those where given.
import type { Locale } from "../i18n/locales"

export interface SubjectResult {
  name: string
  /** Its name in Nepali, when the sheet gives one ("Mathematics | गणित [4]"). */
  nameNe?: string
  creditHours: number
  /** Marks out of 100 as the sheet wrote them; null when the sheet gave a grade only. */
  marks: string | null
  grade: string
  gradePoint: number
}

export interface Marksheet {
  name: string
  className: string
  classNameNe?: string
  subjects: SubjectResult[]
  /** As the sheet states it, with the grading table's decimals: "3.45". */
  gpa: string
  remarks: string
  remarksNe?: string
}

type PackedSubject = [string, number, string | null, string, number] | [string, number, string | null, string, number, string]
type Packed = { n: string; c: string; s: PackedSubject[]; g: string; r: string; cn?: string; rn?: string }

export function packMarksheet(sheet: Marksheet): string {
  const packed: Packed = {
    n: sheet.name,
    c: sheet.className,
    s: sheet.subjects.map((subject): PackedSubject => {
      const fields: PackedSubject = [subject.name, subject.creditHours, subject.marks, subject.grade, subject.gradePoint]
      return subject.nameNe ? [...fields, subject.nameNe] : fields
    }),
    g: sheet.gpa,
    r: sheet.remarks,
  }
  if (sheet.classNameNe) packed.cn = sheet.classNameNe
  if (sheet.remarksNe) packed.rn = sheet.remarksNe
  return JSON.stringify(packed)
}

/** The marksheet in an opened record; null when the text is not one (never shown half-read). */
export function unpackMarksheet(json: string): Marksheet | null {
  try {
    const packed = JSON.parse(json) as Packed
    if (typeof packed.n !== "string" || !Array.isArray(packed.s) || typeof packed.g !== "string") return null
    return {
      name: packed.n,
      className: String(packed.c),
      ...(typeof packed.cn === "string" ? { classNameNe: packed.cn } : {}),
      subjects: packed.s.map(([name, creditHours, marks, grade, gradePoint, nameNe]) => ({ name, creditHours, marks, grade, gradePoint, ...(typeof nameNe === "string" ? { nameNe } : {}) })),
      gpa: packed.g,
      remarks: String(packed.r ?? ""),
      ...(typeof packed.rn === "string" ? { remarksNe: packed.rn } : {}),
    }
  } catch {
    return null
  }
}

/** The marksheet's words in the page's language: the Nepali ones the sheet gave, on a Nepali page. */
export function marksheetIn(sheet: Marksheet, locale: Locale): Marksheet {
  if (locale !== "ne") return sheet
  return {
    ...sheet,
    className: sheet.classNameNe || sheet.className,
    remarks: sheet.remarksNe || sheet.remarks,
    subjects: sheet.subjects.map((subject) => ({ ...subject, name: subject.nameNe || subject.name })),
  }
}
