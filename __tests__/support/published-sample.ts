// The committed fictional results sample, published into a throw-away folder as `npm run results`
// would publish it (few key-stretching rounds, so the test is quick; the cost does not change how a
// record is found): the exam's entry, the access code of each student, and the folder the shards are in.
import fs from "node:fs"
import path from "node:path"
import grading from "../../data/grading.json"
import type { ExamEntry } from "../../src/lib/results/exams"
import { readSheet } from "../../src/lib/results/sheet"
import { parseOpening, publishExam } from "../../src/node/results/publication"
import { makeTempDir } from "./temp-dir"

const SAMPLE = path.join(__dirname, "../../scripts/results/sample/fictional-2083-first-term.csv")

export const sampleStudents = readSheet(fs.readFileSync(SAMPLE, "utf8"), grading).students

export interface PublishedSample {
  dir: string
  exam: ExamEntry
  codes: Map<string, string>
}

export async function publishSample(prefix: string): Promise<PublishedSample> {
  const dir = makeTempDir(prefix)
  const published = await publishExam({
    resultsDir: dir,
    id: "test-exam",
    title: { en: "Test exam", ne: "परीक्षा" },
    opening: parseOpening("2083-08-01 10:00")!,
    students: sampleStudents,
    codes: new Map(),
    iterations: 1000,
  })
  return { dir, exam: published.entry, codes: published.codes }
}
