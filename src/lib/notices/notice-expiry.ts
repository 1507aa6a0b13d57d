// The line of a notice's page that says the notice has expired: written by the build, shown when the
// notice had expired by the build's clock, and otherwise shown once it expires by the visitor's clock,
// in the browser, checked again each minute (a page left open or served from a cache moves on). Plain
// DOM on the markup NoticeArticle writes, started by the `notice-expiry` page module.
import { isNoticeExpired } from "./notices"

/** Marks the line. A line expired at build carries no days: it stays shown. */
export const EXPIRED_LINE = "data-notice-expired-line"
/** On a line the clock decides: the notice's publish day and last day ("YYYY-MM-DD", Nepal). */
export const LINE_PUBLISHED = "data-notice-published"
export const LINE_EXPIRES = "data-notice-expires"

const REFRESH_MS = 60_000

/** The line's attributes: none to mark an expiry the build saw, the days for one the clock decides. */
export function expiredLineAttributes(notice: { date: string; expires?: string | null }, expiredAtBuild: boolean): Record<string, string> {
  if (expiredAtBuild || !notice.expires) return { [EXPIRED_LINE]: "" }
  return { [EXPIRED_LINE]: "", [LINE_PUBLISHED]: notice.date, [LINE_EXPIRES]: notice.expires }
}

/** Shows or hides the line for the moment `now`; a line expired at build is left as the build wrote it. */
export function showNoticeExpiry(line: HTMLElement, now: number): void {
  const date = line.getAttribute(LINE_PUBLISHED)
  const expires = line.getAttribute(LINE_EXPIRES)
  if (date === null || expires === null) return
  line.hidden = !isNoticeExpired({ date, expires }, now)
}

/** Keeps the line of `root` (the article, or a page) in step with the visitor's clock until `signal` aborts. */
export function startNoticeExpiry(root: ParentNode, signal: AbortSignal): void {
  const line = root.querySelector<HTMLElement>(`[${EXPIRED_LINE}]`)
  if (!line || !line.hasAttribute(LINE_EXPIRES)) return
  const update = () => showNoticeExpiry(line, Date.now())
  update()
  const timer = window.setInterval(update, REFRESH_MS)
  signal.addEventListener("abort", () => window.clearInterval(timer))
}
