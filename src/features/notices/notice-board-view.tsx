// A list page of the notice board: heading, category links, the notices of this page, page links and
// the feeds. Pure: the template hands it the query's data.
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { Pagination } from "../../components/pagination/pagination"
import { useFill } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { noticeListPath } from "../../lib/notices/notices"
import { feedPaths } from "../../lib/notices/feed-paths"
import { categoryLabels, listTexts, pageOf } from "./board-text"
import { CategoryFilter } from "./category-filter"
import type { NoticeBoard, NoticeSummary } from "./fragments"
import { NoticeList } from "./notice-list"
import * as styles from "./notice-board-view.module.scss"

export interface NoticeBoardViewProps {
  board: NoticeBoard
  notices: readonly NoticeSummary[]
  category: string | null
  page: number
  pageCount: number
}

export function NoticeBoardView({ board, notices, category, page, pageCount }: NoticeBoardViewProps) {
  const fill = useFill()
  const { labels } = board
  const locale = useLocale()
  const texts = listTexts(board, category, page, pageCount, locale)
  const feeds = feedPaths(locale)
  return (
    <>
      <PageIntro heading={fill(texts.heading)} intro={fill(texts.intro)} />
      <div className={styles.board}>
        <CategoryFilter categories={board.categories} current={category} allLabel={labels.all} label={labels.filter} />
        <NoticeList notices={notices} categoryLabels={categoryLabels(board)} pinnedLabel={labels.pinned} empty={labels.empty} />
        <Pagination
          page={page}
          pageCount={pageCount}
          pathOf={(number) => noticeListPath(category, number)}
          labels={{
            navigation: labels.pagination,
            previous: labels.previous,
            next: labels.next,
            pageOf: (number) => pageOf(labels.pageOf, number, pageCount, locale),
          }}
        />
        <p className={styles.feeds}>
          <a href={feeds.rss}>{labels.rss}</a>
          <a href={feeds.json}>{labels.jsonFeed}</a>
        </p>
      </div>
    </>
  )
}
