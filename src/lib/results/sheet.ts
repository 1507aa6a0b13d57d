// The school's results sheet (CSV, one row per student) read and checked before anything is published:
// every mistake is named by its row and column, and nothing is published while one remains.
import { daysInMonth } from "../nepal-time/bikram-sambat"
import { normalDateOfBirth, normalSymbolNumber } from "./crypto"
import type { Marksheet } from "./marksheet"

export interface Grade {
  grade: string
  minMarks: number
  gradePoint: number
  description: string
}

export interface GradingTable {
  gradePointDecimals: number
  /** Highest first (data/grading.json). */
  grades: readonly Grade[]
}

export interface SheetProblem {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number
  /** The column's heading in the sheet, when the problem is in one cell. */
  column?: string
  message: string
}

export interface StudentRow {
  row: number
  symbolNumber: string
  dateOfBirth: string
  marksheet: Marksheet
}

export interface SheetResult {
  students: StudentRow[]
  problems: SheetProblem[]
}

/** RFC 4180 CSV as spreadsheets write it: quoted fields, doubled quotes, CRLF or LF, a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  const source = text.replace(/^\uFEFF/, "")
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(field)
      field = ""
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++
      row.push(field)
      rows.push(row)
      row = []
      field = ""
    } else field += char
  }
  if (field !== "" || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** One CSV field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

type FixedColumn = "symbolNumber" | "dateOfBirth" | "name" | "className" | "classNameNe" | "gpa" | "remarks" | "remarksNe"

// Headings as offices write them; compared without case, spaces or punctuation.
const FIXED_HEADINGS: Readonly<Record<string, FixedColumn>> = {
  symbolnumber: "symbolNumber",
  symbolno: "symbolNumber",
  symbol: "symbolNumber",
  dateofbirth: "dateOfBirth",
  dateofbirthbs: "dateOfBirth",
  dob: "dateOfBirth",
  dobbs: "dateOfBirth",
  name: "name",
  studentname: "name",
  class: "className",
  faculty: "className",
  classorfaculty: "className",
  classnepali: "classNameNe",
  classne: "classNameNe",
  facultynepali: "classNameNe",
  facultyne: "classNameNe",
  remarksnepali: "remarksNe",
  remarksne: "remarksNe",
  gpa: "gpa",
  gradepointaverage: "gpa",
  remarks: "remarks",
  remark: "remarks",
}

const REQUIRED: readonly FixedColumn[] = ["symbolNumber", "dateOfBirth", "name", "className", "gpa"]

interface SubjectColumn {
  index: number
  heading: string
  name: string
  nameNe?: string
  creditHours: number
}

/**
 * "Mathematics [4]" is Mathematics with 4 credit hours; without brackets a subject counts 1. Its
 * Nepali name follows a bar: "Mathematics | गणित [4]".
 */
function subjectOf(heading: string, index: number): SubjectColumn | null {
  const match = /^(.*?)\s*\[\s*(\d+(?:\.\d+)?)\s*\]\s*$/.exec(heading)
  const [english = "", nepali = ""] = (match ? match[1]! : heading).split("|").map((part) => part.trim())
  const creditHours = match ? Number(match[2]) : 1
  if (!english || creditHours <= 0) return null
  return { index, heading, name: english, creditHours, ...(nepali ? { nameNe: nepali } : {}) }
}

const nepaliName = (subject: SubjectColumn) => (subject.nameNe ? { nameNe: subject.nameNe } : {})

export function gradeForMarks(marks: number, table: GradingTable): Grade {
  return table.grades.find((grade) => marks >= grade.minMarks) ?? table.grades[table.grades.length - 1]!
}

/** The GPA of subjects with grade points and credit hours, rounded as the table says. */
export function gradePointAverage(subjects: readonly { gradePoint: number; creditHours: number }[], table: GradingTable): string {
  const hours = subjects.reduce((sum, subject) => sum + subject.creditHours, 0)
  const points = subjects.reduce((sum, subject) => sum + subject.gradePoint * subject.creditHours, 0)
  return hours === 0 ? (0).toFixed(table.gradePointDecimals) : (Math.round((points / hours) * 10 ** table.gradePointDecimals) / 10 ** table.gradePointDecimals).toFixed(table.gradePointDecimals)
}

function validBsDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const days = daysInMonth("bs", year, month)
  return days !== null && day >= 1 && day <= days
}

/** Reads a sheet and checks every row against the grading table; students only when there are no problems. */
export function readSheet(text: string, table: GradingTable): SheetResult {
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell.trim() !== ""))
  const problems: SheetProblem[] = []
  const header = rows[0]?.map((cell) => cell.trim()) ?? []
  if (header.length === 0) return { students: [], problems: [{ row: 1, message: "the sheet is empty: it needs a header row and one row per student" }] }

  const fixed = new Map<FixedColumn, number>()
  const subjects: SubjectColumn[] = []
  header.forEach((heading, index) => {
    const key = FIXED_HEADINGS[heading.toLowerCase().replace(/[^a-z]/g, "")]
    if (key) {
      if (fixed.has(key)) problems.push({ row: 1, column: heading, message: `a second "${heading}" column` })
      else fixed.set(key, index)
      return
    }
    const subject = subjectOf(heading, index)
    if (subject) subjects.push(subject)
    else problems.push({ row: 1, column: heading || `column ${index + 1}`, message: "a column with no subject name (a subject's heading is its name, with [credit hours] after it if they are not 1)" })
  })
  for (const key of REQUIRED) {
    if (!fixed.has(key)) problems.push({ row: 1, message: `no "${key === "className" ? "Class" : key === "symbolNumber" ? "Symbol number" : key === "dateOfBirth" ? "Date of birth" : key === "gpa" ? "GPA" : "Name"}" column` })
  }
  if (subjects.length === 0) problems.push({ row: 1, message: "no subject columns" })
  if (problems.length > 0) return { students: [], problems }

  const grades = new Map(table.grades.map((grade) => [grade.grade, grade]))
  const seen = new Map<string, number>()
  const students: StudentRow[] = []
  rows.slice(1).forEach((cells, offset) => {
    const row = offset + 2
    const cell = (key: FixedColumn) => (cells[fixed.get(key)!] ?? "").trim()
    const fail = (column: string, message: string) => problems.push({ row, column, message })
    const before = problems.length

    const symbolNumber = normalSymbolNumber(cell("symbolNumber"))
    if (!symbolNumber) fail(header[fixed.get("symbolNumber")!]!, "no symbol number")
    else if (!/^[0-9A-Z]+$/.test(symbolNumber)) fail(header[fixed.get("symbolNumber")!]!, `"${cell("symbolNumber")}" is not a symbol number (digits and letters only)`)
    else if (seen.has(symbolNumber)) fail(header[fixed.get("symbolNumber")!]!, `symbol number ${symbolNumber} is also on row ${seen.get(symbolNumber)}`)
    else seen.set(symbolNumber, row)

    const dateOfBirth = normalDateOfBirth(cell("dateOfBirth"))
    if (!dateOfBirth || !validBsDate(dateOfBirth)) {
      fail(header[fixed.get("dateOfBirth")!]!, `"${cell("dateOfBirth")}" is not a date in BS (year-month-day, e.g. 2068-05-14, with a month of 1 to 12 and a day that month has)`)
    }

    const name = cell("name")
    if (!name) fail(header[fixed.get("name")!]!, "no name")
    const className = cell("className")
    if (!className) fail(header[fixed.get("className")!]!, "no class or faculty")

    const results: Marksheet["subjects"] = []
    for (const subject of subjects) {
      const value = (cells[subject.index] ?? "").trim()
      if (value === "") continue
      if (/^\d+(\.\d+)?$/.test(value)) {
        const marks = Number(value)
        if (marks > 100) {
          fail(subject.heading, `${value} marks: more than 100`)
          continue
        }
        const grade = gradeForMarks(marks, table)
        results.push({ name: subject.name, ...nepaliName(subject), creditHours: subject.creditHours, marks: value, grade: grade.grade, gradePoint: grade.gradePoint })
        continue
      }
      const grade = grades.get(value.toUpperCase())
      if (!grade) {
        fail(subject.heading, `"${value}" is neither marks (0 to 100) nor a grade of the grading table (${table.grades.map((entry) => entry.grade).join(", ")})`)
        continue
      }
      results.push({ name: subject.name, ...nepaliName(subject), creditHours: subject.creditHours, marks: null, grade: grade.grade, gradePoint: grade.gradePoint })
    }
    if (results.length === 0 && problems.length === before) fail(header[subjects[0]!.index]!, "no marks or grades in any subject")

    const gpaHeading = header[fixed.get("gpa")!]!
    const stated = cell("gpa")
    if (problems.length === before) {
      const computed = gradePointAverage(results, table)
      if (!/^\d+(\.\d+)?$/.test(stated)) fail(gpaHeading, `"${stated}" is not a grade point average (the grades give ${computed})`)
      else if (Math.abs(Number(stated) - Number(computed)) > 10 ** -(table.gradePointDecimals + 2)) {
        fail(gpaHeading, `GPA ${stated} does not follow from the grades, which give ${computed}`)
      }
    }
    if (problems.length === before) {
      students.push({
        row,
        symbolNumber,
        dateOfBirth: dateOfBirth!,
        marksheet: {
          name,
          className,
          ...(fixed.has("classNameNe") && cell("classNameNe") ? { classNameNe: cell("classNameNe") } : {}),
          subjects: results,
          gpa: Number(stated).toFixed(table.gradePointDecimals),
          remarks: fixed.has("remarks") ? cell("remarks") : "",
          ...(fixed.has("remarksNe") && cell("remarksNe") ? { remarksNe: cell("remarksNe") } : {}),
        },
      })
    }
  })
  if (rows.length < 2) problems.push({ row: 2, message: "no students: the sheet has a header row only" })
  return problems.length > 0 ? { students: [], problems } : { students, problems }
}

export function formatProblem(problem: SheetProblem): string {
  return `Row ${problem.row}${problem.column ? `, column "${problem.column}"` : ""}: ${problem.message}`
}
