// What the scholarships and documents files point at in other files, which their JSON Schemas cannot
// see: a scholarship's date may name a calendar event (it must exist and cover that day), its documents
// name entries of data/documents.json, and each document's category is one of that file's categories.
// A reference to nothing would be a dead link on the page, so each one is a problem naming file, entry
// and field.
import fs from "fs"
import path from "path"
import { closest, describeField, type DataProblem } from "../problems/describe"
import { listEventFiles } from "./validate-events"

type Json = Record<string, unknown>

const SCHOLARSHIPS = "scholarships.json"
const DOCUMENTS = "documents.json"

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as unknown
  } catch {
    // A file that does not parse has its own problem from the schema check.
    return undefined
  }
}

function listOf(value: unknown, field: string): Json[] {
  const list = (value as Json | undefined)?.[field]
  return Array.isArray(list) ? list.filter((item): item is Json => Boolean(item) && typeof item === "object") : []
}

interface EventSpan {
  start: string
  end: string
}

function eventSpans(dataDir: string): Map<string, EventSpan> {
  const spans = new Map<string, EventSpan>()
  for (const file of listEventFiles(dataDir)) {
    const event = readJson(file) as Json | undefined
    if (typeof event?.slug !== "string" || typeof event.start !== "string") continue
    spans.set(event.slug, { start: event.start, end: typeof event.end === "string" ? event.end : event.start })
  }
  return spans
}

function suggestion(found: string, known: readonly string[]): string {
  const near = closest(found, [...known])
  return near ? ` (did you mean "${near}"?)` : ""
}

export function referenceProblems(dataDir: string): DataProblem[] {
  const shownOf = (name: string) => path.relative(path.dirname(dataDir), path.join(dataDir, name))
  const documents = readJson(path.join(dataDir, DOCUMENTS))
  const scholarships = readJson(path.join(dataDir, SCHOLARSHIPS))
  const problems: DataProblem[] = []

  const categories = listOf(documents, "categories").map((category) => String(category.slug))
  listOf(documents, "documents").forEach((document, index) => {
    if (typeof document.category !== "string" || categories.includes(document.category)) return
    problems.push({
      file: shownOf(DOCUMENTS),
      ...describeField(documents, ["documents", String(index), "category"]),
      expected: `one of the categories' slugs: ${categories.join(", ")}`,
      found: `"${document.category}"${suggestion(document.category, categories)}`,
    })
  })

  if (scholarships === undefined) return problems
  const documentSlugs = listOf(documents, "documents").map((document) => String(document.slug))
  const events = eventSpans(dataDir)
  listOf(scholarships, "kinds").forEach((kind, kindIndex) => {
    listOf(kind, "dates").forEach((date, dateIndex) => {
      if (typeof date.event !== "string") return
      const where = describeField(scholarships, ["kinds", String(kindIndex), "dates", String(dateIndex), "event"])
      const span = events.get(date.event)
      if (!span) {
        problems.push({
          file: shownOf(SCHOLARSHIPS),
          ...where,
          expected: "the slug of an event in data/events/ (its file name without .json)",
          found: `"${date.event}", an event that does not exist${suggestion(date.event, [...events.keys()])}`,
        })
      } else if (typeof date.day === "string" && (date.day < span.start || date.day > span.end)) {
        const days = span.start === span.end ? span.start : `${span.start} to ${span.end}`
        problems.push({
          file: shownOf(SCHOLARSHIPS),
          ...where,
          expected: `an event on the day ${date.day}, or a "day" within the event (${days})`,
          found: `"${date.event}", which is on ${days}`,
        })
      }
    })
    const needed = (kind.documents as unknown[] | undefined) ?? []
    if (!Array.isArray(needed)) return
    needed.forEach((slug, index) => {
      if (typeof slug !== "string" || documentSlugs.includes(slug)) return
      problems.push({
        file: shownOf(SCHOLARSHIPS),
        ...describeField(scholarships, ["kinds", String(kindIndex), "documents", String(index)]),
        expected: "the slug of a document in data/documents.json",
        found: `"${slug}", a document that does not exist${suggestion(slug, documentSlugs)}`,
      })
    })
  })
  return problems
}
