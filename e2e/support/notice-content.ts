// The notice board as the browser tests expect to see it: read from data/ and ordered by the same
// rules as the build, at the build's clock (the real one, or CREST_NOW when the build was pinned).
import fs from "node:fs"
import path from "node:path"
import board from "../../data/notice-board.json"
import { noticeFiles, type NoticeJson } from "../../__tests__/support/notice-fixtures"
import { isNoticeExpired, isNoticeVisible, noticePath, sortNotices, visibleNotices } from "../../src/lib/notices/notices"
import { nepalDayStart } from "../../src/lib/nepal-time/day"
import { buildNow } from "../../src/node/build-now"
import { localizedPath, type Locale } from "../../src/lib/i18n/locales"
import { dataIn } from "./content"

export { board }

/** A notice file as written in data/notices/, with the address of its page. */
export type SampleNotice = NoticeJson & { path: string }

const NOTICES_DIR = path.resolve(__dirname, "../../data/notices")

export const notices: SampleNotice[] = noticeFiles().map((notice) => ({ ...notice, path: noticePath(notice.category, notice.slug) }))

export const builtAt = buildNow()

/** The board at the build's clock: pinned first, then newest. */
export const visible: SampleNotice[] = visibleNotices(notices, builtAt)

/** Pages of notices that had expired at build: kept, but marked noindex and left out of the sitemap. */
export const EXPIRED_NOTICE_ROUTES: string[] = notices
  .filter((notice) => nepalDayStart(notice.date) <= builtAt.getTime() && isNoticeExpired(notice, builtAt))
  .map((notice) => notice.path)

export { isNoticeVisible, sortNotices }

/** The notices as the pages of a language show them: the words of data/ne/notices/ and /ne/ addresses in Nepali. */
export function noticesIn(locale: Locale): SampleNotice[] {
  return fs
    .readdirSync(NOTICES_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => dataIn<NoticeJson>(`notices/${name}`, locale))
    .map((notice) => ({ ...notice, path: localizedPath(noticePath(notice.category, notice.slug), locale) }))
}

/** The notice board's texts in a language. */
export function boardIn(locale: Locale): typeof board {
  return dataIn<typeof board>("notice-board.json", locale)
}

/** Where a data file named by a notice lies on disk. */
export function noticeFile(relative: string): string {
  return path.resolve(NOTICES_DIR, relative)
}
