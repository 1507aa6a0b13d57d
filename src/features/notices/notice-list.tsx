// A list of notices as the build chose them, minus those that expired since: the visitor's clock
// decides in the browser (src/lib/notices/current-notices.ts, which the page's `notice-list` module
// starts on this markup). Every notice the build chose is in the HTML.
import React from "react"
import { NOTICE_EXPIRES, NOTICE_ITEM, NOTICE_LIST, NOTICES_EMPTY } from "../../lib/notices/current-notices"
import { moduleAttribute } from "../../lib/modules/names"
import { sortNotices } from "../../lib/notices/notices"
import type { NoticeSummary as Notice } from "./fragments"
import { NoticeSummary } from "./notice-summary"
import * as styles from "./notice-list.module.scss"

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
  const sorted = sortNotices(notices)
  return (
    <div className={styles.holder} {...moduleAttribute("notice-list")} {...{ [NOTICE_LIST]: "" }}>
      <ul className={columns ? `${styles.list} ${styles.columns}` : styles.list} hidden={sorted.length === 0}>
        {sorted.map((notice) => (
          <li key={notice.id} {...{ [NOTICE_ITEM]: notice.date, [NOTICE_EXPIRES]: notice.expires ?? undefined }}>
            <NoticeSummary
              notice={notice}
              categoryLabel={categoryLabels.get(notice.category) ?? notice.category}
              pinnedLabel={pinnedLabel}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      <p className={styles.empty} hidden={sorted.length > 0} {...{ [NOTICES_EMPTY]: "" }}>
        {empty}
      </p>
    </div>
  )
}
