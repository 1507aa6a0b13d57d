// Checks data/events/, one JSON file per calendar event, against data/schemas/event.schema.json, and
// that no two events share an address (their slug names their anchor and their .ics file).
import fs from "fs"
import path from "path"
import { jsonFilesIn } from "../json-files"
import { compileDataSchema } from "./keywords"
import { describeEntry, expectedAndFound, type DataProblem } from "../problems/describe"

export const EVENTS_DIR = "events"
const EVENT_SCHEMA = "schemas/event.schema.json"

export function listEventFiles(dataDir: string): string[] {
  return jsonFilesIn(path.join(dataDir, EVENTS_DIR))
}

export function validateEventsDir(dataDir: string): DataProblem[] {
  const files = listEventFiles(dataDir)
  if (files.length === 0) return []
  const validate = compileDataSchema(JSON.parse(fs.readFileSync(path.join(dataDir, EVENT_SCHEMA), "utf8")) as object, {
    baseDir: path.join(dataDir, EVENTS_DIR),
    linkNames: new Set(),
    routes: null,
  })

  const problems: DataProblem[] = []
  const slugs = new Map<string, string>()
  for (const file of files) {
    const shown = path.relative(path.dirname(dataDir), file)
    let value: unknown
    try {
      value = JSON.parse(fs.readFileSync(file, "utf8"))
    } catch (error) {
      problems.push({ file: shown, entry: "(whole file)", field: "-", expected: "valid JSON", found: (error as Error).message })
      continue
    }
    const title = (value as { title?: unknown } | null)?.title
    const entry = typeof title === "string" && title ? `event "${title}"` : "the event"
    if (!validate(value)) {
      for (const error of validate.errors ?? []) {
        if (error.keyword === "if") continue
        const described = describeEntry(value, error)
        problems.push({
          file: shown,
          entry: described.entry === "top level" ? entry : `${entry} › ${described.entry}`,
          field: described.field,
          ...expectedAndFound(error),
        })
      }
    }
    const slug = (value as { slug?: unknown } | null)?.slug
    if (typeof slug !== "string") continue
    const earlier = slugs.get(slug)
    if (earlier) {
      problems.push({
        file: shown,
        entry,
        field: "slug",
        expected: "an address no other event uses (it names the event's anchor and .ics file)",
        found: `"${slug}", already used by ${earlier}`,
      })
    } else slugs.set(slug, shown)
  }
  return problems
}
