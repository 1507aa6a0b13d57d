// Checks every JSON file under data/ against its JSON Schema before Gatsby sources it, so that a
// maintainer's mistake stops the build with one report naming file, entry, field, expected and found.
import fs from "fs"
import path from "path"
import type { ErrorObject } from "ajv"
import { compileDataSchema, normaliseRoute } from "./keywords"
import { describeEntry, expectedAndFound, type DataProblem } from "../problems/describe"
import { placeholderProblems } from "./placeholders"
import { validateNotices } from "./notices"
import { validateEventsDir } from "./validate-events"
import { validateOverlays } from "./overlays"
import { referenceProblems } from "./references"

export interface ValidateOptions {
  /** Routes the site builds; internal links are checked against them when given. */
  routes?: ReadonlySet<string> | null
}

const SCHEMA_DIR = "schemas"

/** The English data files at the top of data/ (the Nepali ones under data/ne/ are checked apart). */
export function listDataFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.join(dataDir, entry.name))
    .sort()
}

function readJson(file: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(fs.readFileSync(file, "utf8")) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

function linkNamesOf(dataDir: string): Set<string> {
  const site = readJson(path.join(dataDir, "site.json")).value as { links?: Record<string, unknown> } | undefined
  return new Set(Object.keys(site?.links ?? {}))
}

function siteSchemaOf(dataDir: string): object {
  const schema = readJson(path.join(dataDir, SCHEMA_DIR, "site.schema.json")).value
  return schema && typeof schema === "object" ? schema : {}
}

export function validateDataDir(dataDir: string, options: ValidateOptions = {}): DataProblem[] {
  const problems: DataProblem[] = []
  const linkNames = linkNamesOf(dataDir)
  const siteSchema = siteSchemaOf(dataDir)
  const routes = options.routes ? new Set([...options.routes].map(normaliseRoute)) : null

  for (const file of listDataFiles(dataDir)) {
    const shown = path.relative(path.dirname(dataDir), file)
    const parsed = readJson(file)
    if (parsed.error !== undefined) {
      problems.push({ file: shown, entry: "(whole file)", field: "-", expected: "valid JSON", found: parsed.error })
      continue
    }
    const schemaFile = path.join(dataDir, SCHEMA_DIR, path.basename(file, ".json") + ".schema.json")
    if (!fs.existsSync(schemaFile)) {
      problems.push({
        file: shown,
        entry: "(whole file)",
        field: "-",
        expected: `a JSON Schema at ${path.relative(path.dirname(dataDir), schemaFile)}`,
        found: "no schema, so this file cannot be checked",
      })
      continue
    }
    const validate = compileDataSchema(JSON.parse(fs.readFileSync(schemaFile, "utf8")) as object, { baseDir: path.dirname(file), linkNames, routes })
    const schemaProblems = validate(parsed.value)
      ? []
      : dedupe(validate.errors ?? []).map((error) => ({ file: shown, ...describeEntry(parsed.value, error), ...expectedAndFound(error) }))
    // A "{links.nope}" link is already reported by the schema's link check: once is enough.
    const reported = new Set(schemaProblems.map((problem) => `${problem.entry}|${problem.field}`))
    const placeholders = placeholderProblems(path.basename(file), parsed.value, siteSchema)
      .filter((problem) => !reported.has(`${problem.entry}|${problem.field}`))
      .map((problem) => ({ file: shown, ...problem }))
    problems.push(...schemaProblems, ...placeholders)
  }
  problems.push(...validateNotices(dataDir, { linkNames, routes }))
  problems.push(...validateEventsDir(dataDir))
  problems.push(...validateOverlays(dataDir, siteSchema))
  problems.push(...referenceProblems(dataDir))
  return problems
}

// allErrors reports a failed `anyOf`/`if` alongside its branches; keep the specific ones.
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((error) => !["anyOf", "oneOf", "if"].includes(error.keyword))
  const seen = new Set<string>()
  return specific.filter((error) => {
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function formatProblems(problems: DataProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const lines = problems.map(
    (problem, index) =>
      `${index + 1}. ${problem.file}, ${problem.entry}, field "${problem.field}":\n` +
      `     expected ${problem.expected}\n` +
      `     found    ${problem.found}`,
  )
  return [
    `The content in data/ has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and build again.`,
    ...lines,
    "See CONTENT.md for what each file and field holds.",
  ].join("\n")
}
