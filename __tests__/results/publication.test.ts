/**
 * @jest-environment node
 */
// The encrypted publication: a student opens their marksheet with their own details; a wrong code and
// an unknown student look alike; no byte published carries the sheet in the clear; a changed byte is
// caught. Web Crypto, the same as the browser's.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import grading from "../../data/grading.json"
import { normalAccessCode, newAccessCode, CODE_ALPHABET, CODE_LENGTH, type Publication } from "../../src/lib/results/crypto"
import { lookUpResult, type FetchBytes } from "../../src/lib/results/lookup"
import { readSheet, type StudentRow } from "../../src/lib/results/sheet"
import { publishExam, readExamList, withdrawExam, parseOpening } from "../../src/node/results/publication"

const SAMPLE = path.join(__dirname, "../../scripts/results/sample/fictional-2083-first-term.csv")
const students = readSheet(fs.readFileSync(SAMPLE, "utf8"), grading).students
// Few rounds keep the test quick; the cost does not change what is stored or how it is found.
const ITERATIONS = 1000

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "results-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Serves the published folder as the site does: /results/… → dir/…; records each request. */
function servedFrom(root: string, requests: string[] = []): FetchBytes {
  return async (url) => {
    requests.push(url)
    const file = path.join(root, url.replace(/^\/results\//, ""))
    return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : null
  }
}

async function publish(rows: readonly StudentRow[] = students, codes = new Map<string, string>()) {
  return publishExam({
    resultsDir: dir,
    id: "test-exam",
    title: { en: "Test exam", ne: "परीक्षा" },
    opening: parseOpening("2083-08-01 10:00")!,
    students: rows,
    codes,
    iterations: ITERATIONS,
  })
}

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))
}

/** Many generated students, so the publication has several shards. */
function manyStudents(count: number): StudentRow[] {
  return Array.from({ length: count }, (_, index) => ({
    ...students[index % students.length]!,
    symbolNumber: String(5_000_000 + index * 7),
  }))
}

describe("the results publication", () => {
  it("opens each student's own marksheet from their details, typed as students type them", async () => {
    const { entry, codes } = await publish()
    for (const student of students.slice(0, 4)) {
      const code = codes.get(student.symbolNumber)!
      const typed = { symbolNumber: ` ${student.symbolNumber} `, dateOfBirth: student.dateOfBirth, accessCode: `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}` }
      const result = await lookUpResult(entry, typed, servedFrom(dir))
      expect(result).toEqual({ status: "found", marksheet: student.marksheet })
    }
  })

  it("answers a wrong code and an unknown student alike, after one request for a shard of the same size", async () => {
    const { entry, codes } = await publish(manyStudents(200))
    const student = manyStudents(200)[17]!
    const wrongCode: string[] = []
    const noStudent: string[] = []
    const otherCode = newAccessCode()
    expect(await lookUpResult(entry, { ...student, accessCode: otherCode }, servedFrom(dir, wrongCode))).toEqual({ status: "notFound" })
    expect(await lookUpResult(entry, { symbolNumber: "9999999", dateOfBirth: student.dateOfBirth, accessCode: codes.get(student.symbolNumber)! }, servedFrom(dir, noStudent))).toEqual({ status: "notFound" })
    expect(wrongCode).toHaveLength(1)
    expect(noStudent).toHaveLength(1)
    const size = (url: string) => fs.statSync(path.join(dir, url.replace(/^\/results\//, ""))).size
    expect(size(noStudent[0]!)).toBe(size(wrongCode[0]!))
  })

  it("splits many students into shards that are all the same size, each holding many records, named by no student", async () => {
    const { entry, files } = await publish(manyStudents(200))
    expect(entry.shardCount).toBeGreaterThan(1)
    expect(files).toHaveLength(entry.shardCount)
    const sizes = new Set(files.map((file) => fs.statSync(file).size))
    expect([...sizes]).toEqual([entry.shardRecords * entry.recordBytes])
    expect(entry.shardRecords).toBeGreaterThanOrEqual(32)
    for (const file of files) expect(path.basename(file)).toMatch(/^[0-9a-f]{24}\.bin$/)
  })

  it("publishes no name, symbol number, date of birth, mark, remark or subject of the sheet in the clear", async () => {
    await publish()
    const published = filesUnder(dir).map((file) => fs.readFileSync(file))
    const text = published.map((bytes) => bytes.toString("latin1")).join("\n")
    const utf8 = published.map((bytes) => bytes.toString("utf8")).join("\n")
    for (const student of students) {
      const { marksheet } = student
      for (const value of [student.symbolNumber, student.dateOfBirth, marksheet.name, ...marksheet.name.split(" "), marksheet.remarks, marksheet.className]) {
        expect(utf8).not.toContain(value)
      }
      // Marks are two digits: alone they turn up by chance in random bytes, so look for a student's
      // marks as any record would hold them, in a row.
      const marks = marksheet.subjects.map((subject) => subject.marks ?? subject.grade)
      for (const separator of [",", '","', " ", "\t", ""]) expect(text).not.toContain(marks.join(separator))
      for (const subject of marksheet.subjects) expect(utf8).not.toContain(subject.name)
    }
    // The list of exams holds no more than the exam's own settings.
    const list = JSON.parse(fs.readFileSync(path.join(dir, "exams.json"), "utf8")) as { exams: Record<string, unknown>[] }
    expect(Object.keys(list.exams[0]!).sort()).toEqual(["iterations", "id", "opens", "opensAt", "recordBytes", "salt", "shardCount", "shardRecords", "title"].sort())
  })

  it("says a result could not be read when a byte of the student's record was changed, and never shows altered marks", async () => {
    const { entry, codes } = await publish()
    const student = students[3]!
    const details = { ...student, accessCode: codes.get(student.symbolNumber)! }
    expect((await lookUpResult(entry, details, servedFrom(dir))).status).toBe("found")
    const [shard] = filesUnder(path.join(dir, "test-exam"))
    const bytes = fs.readFileSync(shard!)
    // Find the student's record by trying each one: change a byte past its id, and only it fails.
    const { deriveRecordKey } = await import("../../src/lib/results/crypto")
    const key = await deriveRecordKey(entry as Publication, { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: details.accessCode })
    let start = -1
    for (let offset = 0; offset < bytes.length; offset += entry.recordBytes) {
      if (Buffer.compare(bytes.subarray(offset, offset + 16), Buffer.from(key.id)) === 0) start = offset
    }
    expect(start).toBeGreaterThanOrEqual(0)
    for (const position of [16, 16 + 12 + 40, entry.recordBytes - 1]) {
      const changed = Buffer.from(bytes)
      changed.writeUInt8(changed.readUInt8(start + position) ^ 0x01, start + position)
      fs.writeFileSync(shard!, changed)
      expect(await lookUpResult(entry, details, servedFrom(dir))).toEqual({ status: "unreadable" })
    }
  })

  it("keeps the codes already given out when a corrected sheet replaces a publication, and refuses to replace by accident", async () => {
    const first = await publish()
    await expect(publish()).rejects.toThrow(/already published/)
    const corrected = students.map((student, index) => (index === 0 ? { ...student, marksheet: { ...student.marksheet, remarks: "Corrected" } } : student))
    const second = await publishExam({ resultsDir: dir, id: "test-exam", title: { en: "Test exam", ne: "परीक्षा" }, opening: parseOpening("2083-08-01 10:00")!, students: corrected, codes: first.codes, replace: true, iterations: ITERATIONS })
    expect(second.newCodes).toBe(0)
    expect(second.entry.salt).not.toBe(first.entry.salt)
    const details = { ...students[0]!, accessCode: first.codes.get(students[0]!.symbolNumber)! }
    const result = await lookUpResult(second.entry, details, servedFrom(dir))
    expect(result.status === "found" && result.marksheet.remarks).toBe("Corrected")
    expect(filesUnder(path.join(dir, "test-exam"))).toHaveLength(second.entry.shardCount)
  })

  it("withdraws a publication: its files and its entry go", async () => {
    await publish()
    expect(withdrawExam(dir, "test-exam")).toBe(true)
    expect(fs.existsSync(path.join(dir, "test-exam"))).toBe(false)
    expect(readExamList(dir).exams).toEqual([])
    expect(withdrawExam(dir, "test-exam")).toBe(false)
  })

  it("makes access codes of 50 bits from an alphabet without I, L, O or U, read back whatever the case or dashes", () => {
    expect(CODE_ALPHABET).toHaveLength(32)
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/)
    const code = newAccessCode()
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`))
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40)
    expect(normalAccessCode("7kq2m-x9b4d")).toBe("7KQ2MX9B4D")
    expect(normalAccessCode("O1L1I")).toBe("01111")
  })

  it("turns an opening time in BS and Nepal time into its instant", () => {
    const opening = parseOpening("2083-08-01 10:00")!
    expect(opening.opens).toEqual({ bsDate: "2083-08-01", time: "10:00" })
    // 10:00 in Nepal is 04:15 UTC.
    expect(opening.opensAt).toMatch(/T04:15:00\.000Z$/)
    expect(parseOpening("2083-13-01 10:00")).toBeNull()
  })
})

describe("the committed sample publication", () => {
  const root = path.join(__dirname, "../..")
  const codesFile = path.join(root, "scripts/results/sample/fictional-2083-first-term.codes.csv")

  it("opens every fictional student's marksheet with the codes sheet committed beside it", async () => {
    const list = readExamList(path.join(root, "static/results"))
    const exam = list.exams.find((entry) => entry.id === "sample-2083-first-term")!
    const codes = new Map(fs.readFileSync(codesFile, "utf8").trim().split(/\r?\n/).slice(1).map((line) => [line.split(",")[0]!, line.split(",").at(-1)!]))
    for (const student of students.slice(0, 3)) {
      const result = await lookUpResult(exam, { ...student, accessCode: codes.get(student.symbolNumber)! }, servedFrom(path.join(root, "static/results")))
      expect(result).toEqual({ status: "found", marksheet: student.marksheet })
    }
  })

  it("holds none of the sample sheet's names, symbol numbers or dates in any published byte", () => {
    const published = filesUnder(path.join(root, "static/results")).map((file) => fs.readFileSync(file).toString("utf8")).join("\n")
    for (const student of students) {
      for (const value of [student.symbolNumber, student.dateOfBirth, student.marksheet.name]) expect(published).not.toContain(value)
    }
  })
})
