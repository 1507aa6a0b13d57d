// Home's latest notices (pinned first) with a link to all of them: the build picks them, and the
// visitor's browser drops any that expired since.
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import { NOTICES_BASE } from "../../lib/notices/notices"
import { categoryLabels } from "./board-text"
import type { NoticeBoard, NoticeSummary } from "./fragments"
import { NoticeList } from "./notice-list"
import * as styles from "./latest-notices.module.scss"

export interface LatestNoticesProps {
  section: NonNullable<Queries.HomePageQuery["homeJson"]>["notices"]
  notices: readonly NoticeSummary[]
  board: Pick<NoticeBoard, "categories" | "labels">
}

export function LatestNotices({ section, notices, board }: LatestNoticesProps) {
  const fill = useFill()
  return (
    <Section id="notices" title={fill(section.title)} intro={section.intro ? fill(section.intro) : undefined}>
      <NoticeList
        notices={notices}
        categoryLabels={categoryLabels(board)}
        pinnedLabel={board.labels.pinned}
        empty={board.labels.empty}
        headingLevel="h3"
        columns
      />
      <p className={styles.all}>
        <ButtonLink to={NOTICES_BASE} variant="outline">
          {fill(section.allLabel)}
        </ButtonLink>
      </p>
    </Section>
  )
}
