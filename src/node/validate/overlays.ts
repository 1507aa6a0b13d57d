// The check of the Nepali edition's files under data/ne/: each against its English file and schema
// (src/node/locales/overlay.ts says what may be in one), and the list of texts not yet translated,
// which the build prints for information: a missing Nepali text shows in English, it is no error.
import fs from "fs"
import path from "path"
import { jsonFilesUnder } from "../json-files"
import { CONTENT_FILES, isFolder } from "../content-model/registry"
import { OVERLAY_DIR, checkOverlay, localizeContent, translatablePaths, type Json } from "../locales/overlay"
import { placeholderProblems } from "./placeholders"
import type { DataProblem } from "../problems/describe"

const SCHEMA_DIR = "schemas"

function readJson(file: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(fs.readFileSync(file, "utf8")) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/**
 * The schema of the English file data/<relative>: a folder of items has the registry's schema, a file
 * at the top the schema named after it (as the data check of the English files finds it).
 */
export function schemaFileFor(relative: string): string | null {
  const folder = CONTENT_FILES.find((file) => isFolder(file) && relative.startsWith(file.data) && !relative.slice(file.data.length).includes("/"))
  if (folder) return folder.schema
  return relative.includes("/") ? null : `${path.basename(relative, ".json")}.schema.json`
}

/** The English data files of the content model, as paths relative to data/, sorted as registered. */
export function englishFiles(dataDir: string): string[] {
  return CONTENT_FILES.flatMap((file) => {
    if (!isFolder(file)) return fs.existsSync(path.join(dataDir, file.data)) ? [file.data] : []
    const folder = path.join(dataDir, file.data)
    return jsonFilesUnder(folder).filter((name) => !name.includes("/")).map((name) => `${file.data}${name}`)
  })
}

export function validateOverlays(dataDir: string, siteSchema: object): DataProblem[] {
  const shownDir = path.basename(dataDir)
  const problems: DataProblem[] = []
  for (const relative of jsonFilesUnder(path.join(dataDir, OVERLAY_DIR))) {
    const file = `${shownDir}/${OVERLAY_DIR}/${relative}`
    const englishFile = `${shownDir}/${relative}`
    const whole = (expected: string, found: string) => problems.push({ file, entry: "(whole file)", field: "-", expected, found })
    const parsed = readJson(path.join(dataDir, OVERLAY_DIR, relative))
    if (parsed.error !== undefined) {
      whole("valid JSON", parsed.error)
      continue
    }
    const schemaFile = schemaFileFor(relative)
    const englishPath = path.join(dataDir, relative)
    if (!fs.existsSync(englishPath) || !schemaFile || !fs.existsSync(path.join(dataDir, SCHEMA_DIR, schemaFile))) {
      whole(`a Nepali file beside an English one: ${englishFile} with its schema`, `no ${englishFile} to translate (renamed or deleted?)`)
      continue
    }
    const english = readJson(englishPath).value
    // A broken English file is reported by its own check; its Nepali file cannot be compared with it.
    if (english === undefined) continue
    const schema = readJson(path.join(dataDir, SCHEMA_DIR, schemaFile)).value as object
    const own = checkOverlay({ file, englishFile }, parsed.value, english, schema)
    const reported = new Set(own.map((problem) => `${problem.entry}|${problem.field}`))
    // The same placeholders as the English texts means only names the English file may use, too.
    const unknown = relative.includes("/")
      ? []
      : placeholderProblems(relative, parsed.value, siteSchema)
          .filter((problem) => !reported.has(`${problem.entry}|${problem.field}`))
          .map((problem) => ({ file, ...problem }))
    problems.push(...own, ...unknown)
  }
  return problems
}

export interface Untranslated {
  /** The Nepali file, e.g. data/ne/home.json. */
  file: string
  /** Whether it exists; without it every translatable text shows in English. */
  exists: boolean
  /** Paths of the texts shown in English, like "hero.title" or "cards[2].text". */
  paths: string[]
  /** Whether none of the file's texts is translated. */
  none: boolean
}

/** Per English file with texts to translate, the texts its Nepali page shows in English. */
export function untranslatedTexts(dataDir: string): Untranslated[] {
  const shownDir = path.basename(dataDir)
  return englishFiles(dataDir).flatMap((relative) => {
    const english = readJson(path.join(dataDir, relative)).value
    const schemaFile = schemaFileFor(relative)
    if (!english || typeof english !== "object" || !schemaFile) return []
    const schema = readJson(path.join(dataDir, SCHEMA_DIR, schemaFile)).value
    if (!schema || typeof schema !== "object") return []
    const overlayPath = path.join(dataDir, OVERLAY_DIR, relative)
    const exists = fs.existsSync(overlayPath)
    const overlay = exists ? readJson(overlayPath).value : undefined
    const { untranslated } = localizeContent(english as Json, overlay && typeof overlay === "object" ? (overlay as Json) : undefined, schema)
    const none = untranslated.length === translatablePaths(english as Json, schema).length
    return untranslated.length ? [{ file: `${shownDir}/${OVERLAY_DIR}/${relative}`, exists, paths: untranslated, none }] : []
  })
}

/** The untranslated texts in words, one line per file, for the build's log; "" when all are translated. */
export function untranslatedReport(dataDir: string): string {
  const files = untranslatedTexts(dataDir)
  if (!files.length) return ""
  const total = files.reduce((sum, file) => sum + file.paths.length, 0)
  const texts = (count: number) => (count === 1 ? "1 text" : `${count} texts`)
  return [
    `Nepali edition: ${texts(total)} not translated yet, shown in English on the /ne/ pages (see CONTENT.md, "Nepali edition"):`,
    ...files.map((file) => {
      if (!file.exists) return `  ${file.file} (no file yet): all ${texts(file.paths.length)}`
      if (file.none) return `  ${file.file} (nothing translated yet): all ${texts(file.paths.length)}`
      return `  ${file.file}: ${texts(file.paths.length)}: ${file.paths.join(", ")}`
    }),
  ].join("\n")
}
