// Notice board query results built from the real data/notice-board.json and data/notices/, so the
// component tests follow what the school writes.
import fs from "node:fs"
import path from "node:path"
import board from "../../data/notice-board.json"
import type { NoticeBoard, NoticeSummary } from "../../src/features/notices/fragments"
import { noticePath } from "../../src/lib/notices/notices"

const NOTICES_DIR = path.resolve(__dirname, "../../data/notices")

export interface NoticeJson {
  title: string
  date: string
  expires?: string
  category: string
  slug: string
  summary: string
  body: string
  picture?: { image: string; alt: string }
  attachments?: { label: string; file: string }[]
  pinned?: boolean
}

export function noticeFiles(): NoticeJson[] {
  return fs
    .readdirSync(NOTICES_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(NOTICES_DIR, name), "utf8")) as NoticeJson)
}

export function boardFixture(): NoticeBoard {
  const { $schema: _schema, ...rest } = board
  return rest
}

export function summaryFixture(notice: NoticeJson): NoticeSummary {
  const path = noticePath(notice.category, notice.slug)
  return {
    id: path,
    untranslated: [],
    title: notice.title,
    date: notice.date,
    expires: notice.expires ?? null,
    category: notice.category,
    summary: notice.summary,
    pinned: Boolean(notice.pinned),
    path,
  }
}

export function categoryLabel(slug: string): string {
  return board.categories.find((category) => category.slug === slug)!.label
}
