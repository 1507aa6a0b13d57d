// A list of notices as the build chose them, minus those that expired since (or not yet published, for
// a page built ahead): the visitor's clock decides, in the browser, again each minute, so a page left
// open or served from a cache moves on. Plain DOM on the markup NoticeList writes, started by the
// `notice-list` page module.
import { isNoticeVisible } from "./notices"

/** Marks the element that holds a list (NOTICE_ITEM elements) and its empty message (NOTICES_EMPTY). */
export const NOTICE_LIST = "data-notice-list"
/** On each notice's element: its publish day, and its last day when it has one ("YYYY-MM-DD", Nepal). */
export const NOTICE_ITEM = "data-notice-date"
export const NOTICE_EXPIRES = "data-notice-expires"
/** Marks the message shown when no notice is left. */
export const NOTICES_EMPTY = "data-notices-empty"

const REFRESH_MS = 60_000

/** Shows the notices of `list` that are up at `now`, and the empty message when none is. */
export function showCurrentNotices(list: Element, now: number): void {
  const items = [...list.querySelectorAll<HTMLElement>(`[${NOTICE_ITEM}]`)]
  for (const item of items) {
    item.hidden = !isNoticeVisible({ date: item.getAttribute(NOTICE_ITEM) ?? "", expires: item.getAttribute(NOTICE_EXPIRES) }, now)
  }
  const any = items.some((item) => !item.hidden)
  for (const holder of list.querySelectorAll<HTMLElement>("ul, ol")) holder.hidden = !any
  const empty = list.querySelector<HTMLElement>(`[${NOTICES_EMPTY}]`)
  if (empty) empty.hidden = any
}

/** Keeps `list` current with the visitor's clock until `signal` aborts. */
export function startCurrentNotices(list: Element, signal: AbortSignal): void {
  const update = () => showCurrentNotices(list, Date.now())
  update()
  const timer = window.setInterval(update, REFRESH_MS)
  signal.addEventListener("abort", () => window.clearInterval(timer))
}
