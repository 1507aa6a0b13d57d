// The list of published exams (static/results/exams.json, served at /results/exams.json): what the
// results page offers and how it finds a student's record in each.
import type { Locale } from "../i18n/locales"
import type { Publication } from "./crypto"

export const EXAMS_URL = "/results/exams.json"

export interface ExamEntry extends Publication {
  title: Readonly<Record<Locale, string>>
  /** The instant results open (ISO 8601); the page shows the form from then on. */
  opensAt: string
  /** The same moment as the school wrote it: BS day (YYYY-MM-DD) and Nepal clock time (HH:MM). */
  opens: { bsDate: string; time: string }
  /** Records in each shard, students and fillers together. */
  shardRecords: number
}

export interface ExamList {
  exams: ExamEntry[]
}

export function isOpen(exam: Pick<ExamEntry, "opensAt">, now: number): boolean {
  return now >= Date.parse(exam.opensAt)
}
