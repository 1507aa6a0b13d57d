/**
 * @jest-environment node
 */
// The lookup's answer when the shard it fetched is not the one published: cut short, replaced by
// another page, or with a record's bytes damaged. That is "the result could not be read", never "no
// result for these details", which would tell a student their details are wrong; a wrong code or an
// unknown symbol number stays not found. The page's words for each come from data/ (lookup-form.test).
import fs from "node:fs"
import path from "node:path"
import type { ExamEntry } from "../../src/lib/results/exams"
import { lookUpResult, type FetchBytes } from "../../src/lib/results/lookup"
import { publishSample, sampleStudents } from "../support/published-sample"

const students = sampleStudents

let dir: string
let exam: ExamEntry
let codes: Map<string, string>

beforeAll(async () => {
  ;({ dir, exam, codes } = await publishSample("lookup-"))
})

/** The published shard, changed by `damage` on its way to the page. */
const served = (damage: (bytes: Uint8Array) => Uint8Array): FetchBytes => async (url) => damage(new Uint8Array(fs.readFileSync(path.join(dir, url.replace(/^\/results\//, "")))))

function detailsOf(index: number, code?: string) {
  const student = students[index]!
  return { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: code ?? codes.get(student.symbolNumber)! }
}

describe("looking up a result", () => {
  it("finds a student in the shard as published, and not one whose code is wrong or who does not exist", async () => {
    const intact = served((bytes) => bytes)
    expect((await lookUpResult(exam, detailsOf(0), intact)).status).toBe("found")
    expect((await lookUpResult(exam, detailsOf(0, codes.get(students[1]!.symbolNumber)), intact)).status).toBe("notFound")
    expect((await lookUpResult(exam, { ...detailsOf(0), symbolNumber: "9999999" }, intact)).status).toBe("notFound")
  })

  it.each([
    ["cut short within its first record", (bytes: Uint8Array) => bytes.slice(0, 10)],
    ["cut short by a byte", (bytes: Uint8Array) => bytes.slice(0, bytes.length - 1)],
    ["empty", () => new Uint8Array(0)],
    ["replaced by an HTML page", () => new TextEncoder().encode("<!doctype html><title>Not found</title><p>This page is not here.</p>")],
  ])("says the result could not be read when the shard is %s, for every student", async (_what, damage) => {
    for (const index of students.keys()) {
      expect([index, (await lookUpResult(exam, detailsOf(index), served(damage))).status]).toEqual([index, "unreadable"])
    }
    expect((await lookUpResult(exam, { ...detailsOf(0), symbolNumber: "9999999" }, served(damage))).status).toBe("unreadable")
  })

  it("says the result could not be read when its record's sealed bytes are damaged", async () => {
    const flipped = served((bytes) => bytes.map((byte, index) => (index % exam.recordBytes > 40 ? byte ^ 0xff : byte)))
    expect((await lookUpResult(exam, detailsOf(0), flipped)).status).toBe("unreadable")
  })
})
