// The rules of the notice board, shared by the build (which pages exist, what the feeds and Home list)
// and the browser (which notices have expired since the build): addresses, order and visibility.
import { dayWindow, hasEnded, isActive, type TimeWindow } from "../nepal-time/windows"

export const NOTICES_BASE = "/notices/"
export const NOTICES_PER_PAGE = 10
export const HOME_NOTICE_COUNT = 3
export const FEED_NOTICE_COUNT = 20

/** What the rules need of a notice; query results and data files both have it. */
export interface DatedNotice {
  title: string
  /** Publish day in Nepal, "YYYY-MM-DD". */
  date: string
  /** Last day in Nepal the notice is shown, "YYYY-MM-DD"; none keeps it up. */
  expires?: string | null
  pinned?: boolean | null
}

export function noticeWindow(notice: Pick<DatedNotice, "date" | "expires">): TimeWindow {
  return dayWindow(notice.date, notice.expires)
}

/** Shown at `now`: published (its day has begun in Nepal) and not expired. */
export function isNoticeVisible(notice: Pick<DatedNotice, "date" | "expires">, now: number | Date): boolean {
  return isActive(noticeWindow(notice), now)
}

export function isNoticeExpired(notice: Pick<DatedNotice, "date" | "expires">, now: number | Date): boolean {
  return hasEnded(noticeWindow(notice), now)
}

/** Pinned first, then newest first; the title settles a tie so the order never depends on file order. */
export function compareNotices(a: DatedNotice, b: DatedNotice): number {
  return (
    Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) ||
    (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
    a.title.localeCompare(b.title, "en")
  )
}

export function sortNotices<T extends DatedNotice>(notices: readonly T[]): T[] {
  return [...notices].sort(compareNotices)
}

/** The notices shown at `now`, in board order. */
export function visibleNotices<T extends DatedNotice>(notices: readonly T[], now: number | Date): T[] {
  return sortNotices(notices.filter((notice) => isNoticeVisible(notice, now)))
}

export function noticePath(category: string, slug: string): string {
  return `${NOTICES_BASE}${category}/${slug}/`
}

/** A list's address: all notices or one category, page 1 at the list's own address. */
export function noticeListPath(category: string | null, page = 1): string {
  const base = category ? `${NOTICES_BASE}${category}/` : NOTICES_BASE
  return page <= 1 ? base : `${base}page/${page}/`
}

export function pageCount(total: number, perPage = NOTICES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}
