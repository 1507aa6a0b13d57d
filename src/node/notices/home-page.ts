// Home lists the latest notices as the build's clock sees them. Home is a page of src/pages, so its
// context is set when Gatsby creates it; a changed context makes a daily rebuild re-render Home
// when a notice expires or a scheduled one comes out, even if no file changed.
import type { Page } from "gatsby"
import { buildNow } from "../build-now"
import { readNoticeFiles, plannedNoticesFrom, noticeCategories } from "./files"
import { planNotices } from "./plan"

/** The Home page with the addresses of its latest notices in context, or null when it has them already. */
export function withLatestNotices<T extends Page>(page: T, dataDir: string, now = buildNow()): T | null {
  if (page.path !== "/") return null
  const plan = planNotices(plannedNoticesFrom(readNoticeFiles(dataDir)), noticeCategories(dataDir), now)
  const latestNotices = plan.latest.map((notice) => notice.id)
  const current = (page.context as { latestNotices?: string[] } | undefined)?.latestNotices
  if (current && current.join("\n") === latestNotices.join("\n")) return null
  return { ...page, context: { ...page.context, latestNotices } }
}
