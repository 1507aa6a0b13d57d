// A list of notices as the build chose them, minus those that expired since: the visitor's clock
// decides once the page runs in the browser.
import React from "react"
import { isNoticeVisible, sortNotices } from "../../lib/notices/notices"
import type { NoticeSummary as Notice } from "./fragments"
import { NoticeSummary } from "./notice-summary"
import * as styles from "./notice-list.module.scss"
import { useNow } from "../../hooks/use-now"

export interface NoticeListProps {
  notices: readonly Notice[]
  categoryLabels: ReadonlyMap<string, string>
  pinnedLabel: string
  empty: string
  headingLevel?: "h2" | "h3"
  /** Lay the notices side by side from tablets up (Home) instead of one under the other. */
  columns?: boolean
}

export function NoticeList({ notices, categoryLabels, pinnedLabel, empty, headingLevel, columns = false }: NoticeListProps) {
  const now = useNow()
  const shown = sortNotices(notices.filter((notice) => now === null || isNoticeVisible(notice, now)))
  if (shown.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={columns ? `${styles.list} ${styles.columns}` : styles.list}>
      {shown.map((notice) => (
        <li key={notice.id}>
          <NoticeSummary
            notice={notice}
            categoryLabel={categoryLabels.get(notice.category) ?? notice.category}
            pinnedLabel={pinnedLabel}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
