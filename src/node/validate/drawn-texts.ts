// The Nepali texts a page's script draws that do not live in data/, for the glossary check: the titles
// of the published exams (static/results/exams.json), which the results lookup offers on /ne/results/.
// A marksheet's own Nepali words are sealed in its record; the results command checks them in the
// sheet before it publishes (scripts/results/cli.ts).
import fs from "fs"
import path from "path"
import type { StudentRow } from "../../lib/results/sheet"
import type { DrawnText } from "./glossary"

export function publishedExamTexts(resultsDir: string, shownAs = "static/results/exams.json"): DrawnText[] {
  let list: unknown
  try {
    list = JSON.parse(fs.readFileSync(path.join(resultsDir, "exams.json"), "utf8"))
  } catch {
    return []
  }
  const exams = (list as { exams?: unknown }).exams
  if (!Array.isArray(exams)) return []
  return exams.flatMap((exam: { title?: { ne?: unknown } }, index) =>
    typeof exam?.title?.ne === "string" ? [{ file: shownAs, path: `exams[${index}].title.ne`, text: exam.title.ne }] : [],
  )
}

/** A results sheet's Nepali words (subject names, class, remarks), each named by its row and column. */
export function sheetNepaliTexts(students: readonly StudentRow[], file: string): DrawnText[] {
  const seen = new Set<string>()
  return students.flatMap(({ row, marksheet }) => {
    const texts: DrawnText[] = []
    const add = (column: string, text: string | undefined) => {
      if (text && !seen.has(`${column}\u0000${text}`)) {
        seen.add(`${column}\u0000${text}`)
        texts.push({ file, path: `row ${row}, ${column}`, text })
      }
    }
    add("Class (Nepali)", marksheet.classNameNe)
    add("Remarks (Nepali)", marksheet.remarksNe)
    for (const subject of marksheet.subjects) add(`subject ${subject.name}`, subject.nameNe)
    return texts
  })
}
