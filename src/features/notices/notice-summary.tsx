// One notice in a list: its title linking to its page, the day, the category and the summary.
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { langAt } from "../../lib/i18n/stand-ins"
import type { NoticeSummary as Notice } from "./fragments"
import * as styles from "./notice-summary.module.scss"
import { PageLink } from "../../components/smart-link/smart-link"

export interface NoticeSummaryProps {
  notice: Notice
  categoryLabel: string
  pinnedLabel: string
  /** h2 on the notice pages, h3 under Home's section heading. */
  headingLevel?: "h2" | "h3"
}

export function NoticeSummary({ notice, categoryLabel, pinnedLabel, headingLevel: Heading = "h2" }: NoticeSummaryProps) {
  return (
    <article className={notice.pinned ? `${styles.notice} ${styles.pinned}` : styles.notice}>
      <p className={styles.meta}>
        {notice.pinned ? <span className={styles.badge}>{pinnedLabel}</span> : null}
        <span className={styles.category}>{categoryLabel}</span>
        <DualDate iso={notice.date} />
      </p>
      <Heading className={styles.title}>
        <PageLink to={notice.path} lang={langAt(notice.untranslated, "title")}>
          {notice.title}
        </PageLink>
      </Heading>
      <p className={styles.summary} lang={langAt(notice.untranslated, "summary")}>
        {notice.summary}
      </p>
    </article>
  )
}
