// One student's marksheet: what a record holds once opened, and how it is written into it. Short keys
// keep every record, padded to the longest, small.

export interface SubjectResult {
  name: string
  creditHours: number
  /** Marks out of 100 as the sheet wrote them; null when the sheet gave a grade only. */
  marks: string | null
  grade: string
  gradePoint: number
}

export interface Marksheet {
  name: string
  className: string
  subjects: SubjectResult[]
  /** As the sheet states it, with the grading table's decimals: "3.45". */
  gpa: string
  remarks: string
}

type Packed = { n: string; c: string; s: [string, number, string | null, string, number][]; g: string; r: string }

export function packMarksheet(sheet: Marksheet): string {
  const packed: Packed = {
    n: sheet.name,
    c: sheet.className,
    s: sheet.subjects.map((subject) => [subject.name, subject.creditHours, subject.marks, subject.grade, subject.gradePoint]),
    g: sheet.gpa,
    r: sheet.remarks,
  }
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
      subjects: packed.s.map(([name, creditHours, marks, grade, gradePoint]) => ({ name, creditHours, marks, grade, gradePoint })),
      gpa: packed.g,
      remarks: String(packed.r ?? ""),
    }
  } catch {
    return null
  }
}
