// The publish command's checks: each mistake in a results sheet is named by row and column, and a sheet
// with one is not published. Grades and grade points come from data/grading.json.
import fs from "node:fs"
import path from "node:path"
import grading from "../../data/grading.json"
import { daysInMonth } from "../../src/lib/nepal-time/bikram-sambat"
import { packMarksheet, unpackMarksheet } from "../../src/lib/results/marksheet"
import { formatProblem, gradePointAverage, gradeForMarks, parseCsv, readSheet } from "../../src/lib/results/sheet"

const SAMPLE = path.join(__dirname, "../../scripts/results/sample/fictional-2083-first-term.csv")
const HEADER = "Symbol number,Date of birth (BS),Name,Class,English [4],Nepali [4],Computer [2],GPA,Remarks"

/** A row whose GPA follows from its marks by the grading table. */
function goodRow(symbol: string, marks: [number, number, number]): string {
  const subjects = marks.map((value, index) => ({ gradePoint: gradeForMarks(value, grading).gradePoint, creditHours: [4, 4, 2][index]! }))
  return `${symbol},2067-05-14,Fictional Student ${symbol},Grade 10,${marks.join(",")},${gradePointAverage(subjects, grading)},Passed`
}

function sheet(...rows: string[]): string {
  return [HEADER, ...rows].join("\r\n")
}

describe("reading a results sheet", () => {
  it("reads the committed fictional sample without a problem, with grades from the grading table", () => {
    const result = readSheet(fs.readFileSync(SAMPLE, "utf8"), grading)
    expect(result.problems).toEqual([])
    expect(result.students.length).toBeGreaterThan(10)
    const [header, first] = parseCsv(fs.readFileSync(SAMPLE, "utf8")) as [string[], string[]]
    const column = header.findIndex((heading) => heading.startsWith("English"))
    expect(result.students[0]!.symbolNumber).toBe(first[0])
    expect(result.students[0]!.marksheet.subjects[0]).toMatchObject({
      name: "English",
      creditHours: 4,
      marks: first[column],
      grade: gradeForMarks(Number(first[column]), grading).grade,
      gradePoint: gradeForMarks(Number(first[column]), grading).gradePoint,
    })
  })

  it("reads a subject's Nepali name after a bar, and the Nepali class and remarks columns", () => {
    const subjects = [{ gradePoint: gradeForMarks(80, grading).gradePoint, creditHours: 4 }]
    const sheet = [
      "Symbol number,Date of birth (BS),Name,Class,Class (Nepali),Maths | MATHS-NE [4],GPA,Remarks,Remarks (Nepali)",
      `1001,2067-05-14,Fictional Student,Grade 10,CLASS-NE,80,${gradePointAverage(subjects, grading)},Passed,REMARKS-NE`,
    ].join("\n")
    const { problems, students } = readSheet(sheet, grading)
    expect(problems).toEqual([])
    expect(students[0]!.marksheet).toMatchObject({ className: "Grade 10", classNameNe: "CLASS-NE", remarks: "Passed", remarksNe: "REMARKS-NE" })
    expect(students[0]!.marksheet.subjects[0]).toMatchObject({ name: "Maths", nameNe: "MATHS-NE", creditHours: 4 })
    // What a record holds comes back whole.
    expect(unpackMarksheet(packMarksheet(students[0]!.marksheet))).toEqual(students[0]!.marksheet)
  })

  it("reads quoted fields with commas, quotes and line ends, and a leading byte-order mark", () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,"two\nlines",3\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "two\nlines", "3"],
    ])
  })

  it("accepts Devanagari digits and other separators in a date, and a grade instead of marks", () => {
    const row = goodRow("1001", [95, 85, 75]).replace("2067-05-14", "२०६७/५/१४").replace(",75,", ",B+,")
    const result = readSheet(sheet(row), grading)
    expect(result.problems).toEqual([])
    expect(result.students[0]!.dateOfBirth).toBe("2067-05-14")
    expect(result.students[0]!.marksheet.subjects[2]).toMatchObject({ marks: null, grade: "B+" })
  })

  it("names a duplicate symbol number with both rows", () => {
    const result = readSheet(sheet(goodRow("1001", [95, 85, 75]), goodRow("1002", [60, 70, 80]), goodRow("1001", [50, 50, 50])), grading)
    expect(result.students).toEqual([])
    expect(result.problems).toEqual([{ row: 4, column: "Symbol number", message: expect.stringContaining("also on row 2") }])
    expect(formatProblem(result.problems[0]!)).toMatch(/^Row 4, column "Symbol number": /)
  })

  it.each([
    ["2067-13-01", "month 13"],
    ["2067-02-33", "a day no month has"],
    ["14/05/2067", "day first"],
    ["", "empty"],
  ])("refuses %s as a date of birth (%s)", (date) => {
    const result = readSheet(sheet(goodRow("1001", [95, 85, 75]).replace("2067-05-14", date)), grading)
    expect(result.problems).toEqual([{ row: 2, column: "Date of birth (BS)", message: expect.stringContaining("is not a date in BS") }])
  })

  it("refuses a day a BS month does not have that year", () => {
    // Months have 29 to 32 days and change year by year: find a month of this year with fewer than 32.
    const month = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((candidate) => daysInMonth("bs", 2067, candidate)! < 32)!
    const last = daysInMonth("bs", 2067, month)!
    const pad = (value: number) => String(value).padStart(2, "0")
    const good = readSheet(sheet(goodRow("1001", [95, 85, 75]).replace("2067-05-14", `2067-${pad(month)}-${last}`)), grading)
    expect(good.problems).toEqual([])
    const bad = readSheet(sheet(goodRow("1001", [95, 85, 75]).replace("2067-05-14", `2067-${pad(month)}-${last + 1}`)), grading)
    expect(bad.problems).toHaveLength(1)
  })

  it("refuses a grade outside the grading table and marks over 100, naming the subject's column", () => {
    const result = readSheet(sheet(goodRow("1001", [95, 85, 75]).replace(",75,", ",E,"), goodRow("1002", [95, 85, 75]).replace(",95,", ",105,")), grading)
    expect(result.problems).toEqual([
      { row: 2, column: "Computer [2]", message: expect.stringContaining(grading.grades.map((grade) => grade.grade).join(", ")) },
      { row: 3, column: "English [4]", message: expect.stringContaining("more than 100") },
    ])
  })

  it("refuses a GPA that does not follow from the grades, and says what they give", () => {
    const row = goodRow("1001", [95, 85, 75])
    const stated = row.split(",")[7]!
    const wrong = (Number(stated) + 0.1).toFixed(2)
    const result = readSheet(sheet(row.replace(`,${stated},`, `,${wrong},`)), grading)
    expect(result.problems).toEqual([{ row: 2, column: "GPA", message: `GPA ${wrong} does not follow from the grades, which give ${stated}` }])
  })

  it("weighs each subject's grade point by its credit hours", () => {
    // A+ (4 hours), A+ (4 hours) and NG (2 hours): (4·4 + 4·4 + 0·2) / 10.
    const topTwo = grading.grades[0]!.gradePoint
    const last = grading.grades[grading.grades.length - 1]!.gradePoint
    expect(gradePointAverage([{ gradePoint: topTwo, creditHours: 4 }, { gradePoint: topTwo, creditHours: 4 }, { gradePoint: last, creditHours: 2 }], grading)).toBe(
      ((topTwo * 8 + last * 2) / 10).toFixed(grading.gradePointDecimals),
    )
  })

  it("names a missing column and an empty sheet", () => {
    expect(readSheet("Symbol number,Name,Class,English,GPA\r\n", grading).problems).toEqual([{ row: 1, message: 'no "Date of birth" column' }])
    expect(readSheet(HEADER, grading).problems).toEqual([{ row: 2, message: expect.stringContaining("no students") }])
  })
})
