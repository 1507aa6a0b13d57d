// Builds a throw-away copy of data/ (JSON, schemas and the calendar's events, with stand-in image and
// PDF files) that a test can break.
import fs from "node:fs"
import path from "node:path"
import { listDataFiles, validateDataDir, type ValidateOptions } from "../../src/node/validate/validate-data"
import type { DataProblem } from "../../src/node/problems/describe"
import { makeTempDir } from "./temp-dir"

export const REAL_DATA_DIR = path.resolve(__dirname, "../../data")
const IMAGE = /\.(jpe?g|png|webp|avif|svg|mp4|webm|pdf)$/i

function imagePathsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && IMAGE.test(value) && !value.includes("://")) found.push(value)
  else if (Array.isArray(value)) value.forEach((item) => imagePathsIn(item, found))
  else if (value && typeof value === "object") Object.values(value).forEach((item) => imagePathsIn(item, found))
  return found
}

export type DataFiles = Record<string, Record<string, unknown> | unknown[]>

/** Reads every real data file; edit the result, then write it with writeDataDir. */
export function readRealData(): DataFiles {
  const files: DataFiles = {}
  for (const file of listDataFiles(REAL_DATA_DIR)) {
    files[path.basename(file)] = JSON.parse(fs.readFileSync(file, "utf8"))
  }
  return files
}

export function writeDataDir(files: DataFiles, options: { withImages?: boolean; withEvents?: boolean } = {}): string {
  // Named data/ like the real one, so reports read the same.
  const dir = path.join(makeTempDir("crest-data-"), "data")
  fs.cpSync(path.join(REAL_DATA_DIR, "schemas"), path.join(dir, "schemas"), { recursive: true })
  // The scholarships' dates name calendar events, which the check looks up in events/.
  if (options.withEvents !== false) fs.cpSync(path.join(REAL_DATA_DIR, "events"), path.join(dir, "events"), { recursive: true })
  const real = readRealData()
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), JSON.stringify(content, null, 2))
  }
  if (options.withImages !== false) {
    // Stand-ins for every image the real data names, so only the test's own breakage is reported.
    for (const image of imagePathsIn(real)) {
      fs.mkdirSync(path.dirname(path.join(dir, image)), { recursive: true })
      fs.writeFileSync(path.join(dir, image), "")
    }
  }
  return dir
}

export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The data check's problems once `edit` has broken a copy of the real data. */
export function problemsAfter(edit: (files: DataFiles & Record<string, Json>) => void, options?: ValidateOptions): DataProblem[] {
  const files = readRealData() as DataFiles & Record<string, Json>
  edit(files)
  return validateDataDir(writeDataDir(files), options)
}
