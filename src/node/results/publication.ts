// Writes and withdraws results publications under static/results/ (served at /results/ by every build):
// exams.json lists the exams and how to find a record; each exam's folder holds its shards.
// The results sheet itself is read by the command and never written here.
import fs from "fs"
import path from "path"
import { adToBs, bsToAd, daysInMonth } from "../../lib/nepal-time/bikram-sambat"
import { NEPAL_TIME_ZONE, isoOf, nepalDayOf, nepalMoment } from "../../lib/nepal-time/day"
import {
  DEFAULT_ITERATIONS,
  IV_BYTES,
  RECORD_ID_BYTES,
  TAG_BYTES,
  decoyRecord,
  deriveRecordKey,
  newAccessCode,
  sealRecord,
  shardFileName,
  shardIndex,
  toBase64Url,
  type Publication,
} from "../../lib/results/crypto"
import { packMarksheet } from "../../lib/results/marksheet"
import type { StudentRow } from "../../lib/results/sheet"
import type { ExamEntry, ExamList } from "../../lib/results/exams"

export type { ExamEntry, ExamList }

export const EXAM_ID = /^[a-z0-9][a-z0-9-]{0,47}$/
export const EXAMS_FILE = "exams.json"
/** Records a shard holds on average; each is filled up with random records to the fullest one's size. */
export const RECORDS_PER_SHARD = 32

export function readExamList(resultsDir: string): ExamList {
  const file = path.join(resultsDir, EXAMS_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as ExamList) : { exams: [] }
}

function writeExamList(resultsDir: string, list: ExamList): void {
  fs.mkdirSync(resultsDir, { recursive: true })
  fs.writeFileSync(path.join(resultsDir, EXAMS_FILE), `${JSON.stringify(list, null, 2)}\n`)
}

/** "2083-08-20 10:00" (BS day, Nepal time) → its instant and parts; null when it is no such day or time. */
export function parseOpening(text: string): { opensAt: string; opens: ExamEntry["opens"] } | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[]
  const days = daysInMonth("bs", year!, month!)
  if (days === null || day! < 1 || day! > days || hour > 23 || minute > 59) return null
  const ad = bsToAd({ year: year!, month: month!, day: day! })
  const pad = (value: number) => String(value).padStart(2, "0")
  return {
    opensAt: new Date(nepalMoment(isoOf(ad), `${pad(hour)}:${pad(minute)}`)).toISOString(),
    opens: { bsDate: `${year}-${pad(month!)}-${pad(day!)}`, time: `${pad(hour)}:${pad(minute)}` },
  }
}

/** The BS day and Nepal time of an instant, for an exam that opens at once. */
export function openingOf(instant: Date): { opensAt: string; opens: ExamEntry["opens"] } {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: NEPAL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant)
  return {
    opensAt: instant.toISOString(),
    opens: { bsDate: isoOf(adToBs(nepalDayOf(instant))), time },
  }
}

export interface PublishOptions {
  resultsDir: string
  id: string
  title: { en: string; ne: string }
  opening: { opensAt: string; opens: ExamEntry["opens"] }
  students: readonly StudentRow[]
  /** Access codes already given out, by symbol number (a replacement keeps them). */
  codes: ReadonlyMap<string, string>
  replace?: boolean
  iterations?: number
}

export interface PublishOutcome {
  entry: ExamEntry
  /** Every student's code, the ones kept and the new ones. */
  codes: Map<string, string>
  newCodes: number
  files: string[]
}

const PARALLEL = 8

function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step
}

/** Encrypts every student's marksheet into shards of equal size and lists the exam; the sheet stays where it is. */
export async function publishExam(options: PublishOptions): Promise<PublishOutcome> {
  if (!EXAM_ID.test(options.id)) throw new Error(`"${options.id}" cannot be an exam id: use small letters, digits and dashes (e.g. 2083-first-term)`)
  const list = readExamList(options.resultsDir)
  const existing = list.exams.find((exam) => exam.id === options.id)
  if (existing && !options.replace) throw new Error(`exam "${options.id}" is already published: add --replace to publish the corrected sheet in its place`)

  const codes = new Map<string, string>()
  let newCodes = 0
  for (const student of options.students) {
    const kept = options.codes.get(student.symbolNumber)
    if (kept) codes.set(student.symbolNumber, kept)
    else {
      codes.set(student.symbolNumber, newAccessCode())
      newCodes++
    }
  }

  const packed = options.students.map((student) => new TextEncoder().encode(packMarksheet(student.marksheet)).length)
  const plaintext = Math.max(512, roundUp(Math.max(0, ...packed), 128))
  const salt = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)))
  const shardCount = Math.max(1, Math.ceil(options.students.length / RECORDS_PER_SHARD))
  const publication: Publication = {
    id: options.id,
    salt,
    iterations: options.iterations ?? DEFAULT_ITERATIONS,
    shardCount,
    recordBytes: RECORD_ID_BYTES + IV_BYTES + plaintext + TAG_BYTES,
  }

  const shards: Uint8Array[][] = Array.from({ length: shardCount }, () => [])
  // Key derivation is the slow part and runs on Node's worker threads: a few students at a time use every core.
  const seal = async (student: StudentRow) => {
    const key = await deriveRecordKey(publication, { symbolNumber: student.symbolNumber, dateOfBirth: student.dateOfBirth, accessCode: codes.get(student.symbolNumber)! })
    const index = await shardIndex(publication, student.symbolNumber, student.dateOfBirth)
    shards[index]!.push(await sealRecord(key, packMarksheet(student.marksheet), plaintext))
  }
  for (let start = 0; start < options.students.length; start += PARALLEL) {
    await Promise.all(options.students.slice(start, start + PARALLEL).map(seal))
  }
  // Every shard as full as the fullest, and never fewer than RECORDS_PER_SHARD: a shard's size says nothing.
  const shardRecords = roundUp(Math.max(RECORDS_PER_SHARD, ...shards.map((records) => records.length)), 8)

  const folder = path.join(options.resultsDir, options.id)
  fs.rmSync(folder, { recursive: true, force: true })
  fs.mkdirSync(folder, { recursive: true })
  const files: string[] = []
  for (const [index, records] of shards.entries()) {
    while (records.length < shardRecords) records.push(decoyRecord(publication.recordBytes))
    shuffle(records)
    const bytes = new Uint8Array(shardRecords * publication.recordBytes)
    records.forEach((record, position) => bytes.set(record, position * publication.recordBytes))
    const file = path.join(folder, await shardFileName(publication, index))
    fs.writeFileSync(file, bytes)
    files.push(file)
  }

  const entry: ExamEntry = { ...publication, title: options.title, ...options.opening, shardRecords }
  writeExamList(options.resultsDir, { exams: [...list.exams.filter((exam) => exam.id !== options.id), entry].sort((a, b) => b.opensAt.localeCompare(a.opensAt)) })
  return { entry, codes, newCodes, files }
}

/** Fisher–Yates with the system's random source: the order of records says nothing about the sheet's. */
function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
}

/** Takes an exam off the site: its folder and its entry go. */
export function withdrawExam(resultsDir: string, id: string): boolean {
  const list = readExamList(resultsDir)
  if (!list.exams.some((exam) => exam.id === id)) return false
  fs.rmSync(path.join(resultsDir, id), { recursive: true, force: true })
  writeExamList(resultsDir, { exams: list.exams.filter((exam) => exam.id !== id) })
  return true
}
