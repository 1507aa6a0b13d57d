// Which notice pages a build at moment `now` makes, and which notices Home and the feeds list. Pure,
// so the time rules are unit-tested with a fixed clock; createPages and the route list share it.
import {
  FEED_NOTICE_COUNT,
  HOME_NOTICE_COUNT,
  NOTICES_PER_PAGE,
  isNoticeExpired,
  noticeListPath,
  noticePath,
  pageCount,
  visibleNotices,
  type DatedNotice,
} from "../../lib/notices/notices"
import { nepalDayStart } from "../../lib/nepal-time/day"

export interface PlannedNotice extends DatedNotice {
  /** The node id (createPages) or the file (route list): what a page's context carries. */
  id: string
  category: string
  slug: string
}

/** The fields of a Notice node planNotices reads, for the queries of createPages and the feeds. */
export const PLANNED_NOTICE_FIELDS = `
  id
  title
  category
  slug
  date
  expires
  pinned
`

export interface NoticeListPage {
  path: string
  /** null for the list of every category. */
  category: string | null
  page: number
  pageCount: number
  /** The notices on this page, in board order. */
  ids: string[]
}

export interface NoticeItemPage {
  path: string
  id: string
  /** Expired by the build's clock: the page stays, so shared links still lead somewhere, and says so. */
  expired: boolean
}

export interface NoticePlan {
  lists: NoticeListPage[]
  items: NoticeItemPage[]
  /** Home's latest notices and the feeds' items, in board order. */
  latest: PlannedNotice[]
  feed: PlannedNotice[]
}

export function planNotices(
  notices: readonly PlannedNotice[],
  categories: readonly string[],
  now: Date,
  perPage = NOTICES_PER_PAGE,
): NoticePlan {
  const visible = visibleNotices(notices, now)
  const lists = [
    ...listPages(visible, null, perPage),
    ...categories.flatMap((category) =>
      listPages(
        visible.filter((notice) => notice.category === category),
        category,
        perPage,
      ),
    ),
  ]
  // A notice dated in the future has no page yet; an expired one keeps its page.
  const items = notices
    .filter((notice) => nepalDayStart(notice.date) <= now.getTime())
    .map((notice) => ({ path: noticePath(notice.category, notice.slug), id: notice.id, expired: isNoticeExpired(notice, now) }))
  // The feeds favour news over pins: readers' apps sort by date anyway.
  const newest = [...visible].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return { lists, items, latest: visible.slice(0, HOME_NOTICE_COUNT), feed: newest.slice(0, FEED_NOTICE_COUNT) }
}

function listPages(notices: readonly PlannedNotice[], category: string | null, perPage: number): NoticeListPage[] {
  const count = pageCount(notices.length, perPage)
  return Array.from({ length: count }, (_, index) => ({
    path: noticeListPath(category, index + 1),
    category,
    page: index + 1,
    pageCount: count,
    ids: notices.slice(index * perPage, (index + 1) * perPage).map((notice) => notice.id),
  }))
}
