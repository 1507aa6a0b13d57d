// The notice files as the build reads them before Gatsby sources them: for the route list, the data
// check and Home's latest notices, which are decided before any GraphQL query can run.
import fs from "fs"
import path from "path"
import { noticePath } from "../../lib/notices/notices"
import { jsonFilesIn } from "../json-files"
import type { PlannedNotice } from "./plan"

export const NOTICES_DIR = "notices"
export const NOTICE_SCHEMA = "schemas/notice.schema.json"

export interface NoticeFile {
  /** Path from the data folder's parent, as the data check names it: "data/notices/x.json". */
  shown: string
  absolute: string
  /** The parsed JSON, or undefined when the file is not valid JSON. */
  data?: unknown
  parseError?: string
}

export function readNoticeFiles(dataDir: string): NoticeFile[] {
  return jsonFilesIn(path.join(dataDir, NOTICES_DIR)).map((absolute) => {
    const shown = path.relative(path.dirname(dataDir), absolute)
    try {
      return { shown, absolute, data: JSON.parse(fs.readFileSync(absolute, "utf8")) as unknown }
    } catch (error) {
      return { shown, absolute, parseError: (error as Error).message }
    }
  })
}

/** The categories, in the order the schema lists them: the one place they are declared. */
export function noticeCategories(dataDir: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(dataDir, NOTICE_SCHEMA), "utf8")) as {
    properties: { category: { enum: string[] } }
  }
  return schema.properties.category.enum
}

/** The notices of the files that parse, keyed by their address (the route list has no node ids). */
export function plannedNoticesFrom(files: readonly NoticeFile[]): PlannedNotice[] {
  return files.flatMap((file) => {
    const data = file.data as Partial<PlannedNotice> | undefined
    if (!data || typeof data.slug !== "string" || typeof data.category !== "string" || typeof data.date !== "string") return []
    return [
      {
        id: noticePath(data.category, data.slug),
        title: String(data.title ?? ""),
        category: data.category,
        slug: data.slug,
        date: data.date,
        expires: data.expires ?? null,
        pinned: Boolean(data.pinned),
      },
    ]
  })
}
