// The check of data/notices/: every file against notice.schema.json, then what a schema cannot say
// (an expiry before the publish day, two notices at one address) and that notice-board.json names
// every category. Problems name file, entry and field like the rest of the data check.
import fs from "fs"
import path from "path"
import { noticePath } from "../../lib/notices/notices"
import { NOTICE_SCHEMA, noticeCategories, readNoticeFiles } from "../notices/files"
import { describeEntry, expectedAndFound, type DataProblem } from "../problems/describe"
import { compileDataSchema, type KeywordContext } from "./keywords"

type Json = Record<string, unknown>

export function validateNotices(dataDir: string, context: Omit<KeywordContext, "baseDir">): DataProblem[] {
  const schemaFile = path.join(dataDir, NOTICE_SCHEMA)
  if (!fs.existsSync(schemaFile)) return []
  const validate = compileDataSchema(JSON.parse(fs.readFileSync(schemaFile, "utf8")) as object, { ...context, baseDir: path.join(dataDir, "notices") })

  const problems: DataProblem[] = []
  const addresses = new Map<string, string>()
  for (const file of readNoticeFiles(dataDir)) {
    if (file.parseError !== undefined) {
      problems.push({ file: file.shown, entry: "(whole file)", field: "-", expected: "valid JSON", found: file.parseError })
      continue
    }
    if (!validate(file.data)) {
      for (const error of validate.errors ?? []) {
        problems.push({ file: file.shown, ...describeEntry(file.data, error), ...expectedAndFound(error) })
      }
      continue
    }
    const notice = file.data as Json
    if (typeof notice.expires === "string" && notice.expires < String(notice.date)) {
      problems.push({
        file: file.shown,
        entry: "top level",
        field: "expires",
        expected: `a day on or after the publish day "${String(notice.date)}"`,
        found: `"${notice.expires}", before the notice is published`,
      })
    }
    const address = noticePath(String(notice.category), String(notice.slug))
    const earlier = addresses.get(address)
    if (earlier) {
      problems.push({
        file: file.shown,
        entry: "top level",
        field: "slug",
        expected: "a slug no other notice of the same category has",
        found: `"${String(notice.slug)}": ${address} is already the address of ${earlier}`,
      })
    } else {
      addresses.set(address, file.shown)
    }
  }
  return [...problems, ...missingCategories(dataDir)]
}

// Every category needs its words on the board, or its page and filter link would have no name.
function missingCategories(dataDir: string): DataProblem[] {
  const boardFile = path.join(dataDir, "notice-board.json")
  if (!fs.existsSync(boardFile)) return []
  let board: { categories?: { slug?: unknown }[] }
  try {
    board = JSON.parse(fs.readFileSync(boardFile, "utf8")) as typeof board
  } catch {
    return [] // reported by the check of the top-level files
  }
  const named = new Set((board.categories ?? []).map((category) => category.slug))
  return noticeCategories(dataDir)
    .filter((slug) => !named.has(slug))
    .map((slug) => ({
      file: path.relative(path.dirname(dataDir), boardFile),
      entry: "categories",
      field: "slug",
      expected: `an entry for every category of notice.schema.json, "${slug}" included`,
      found: `no entry for "${slug}"`,
    }))
}
