// The page of one notice: title, day, category, picture, the body (HTML made from Markdown at build),
// downloads and the way back. An expired notice says so: at build when it had expired by then, in the
// browser when it expired since (src/lib/notices/notice-expiry.ts, which the page's `notice-expiry`
// module starts on this markup).
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { langAt, standInsAt } from "../../lib/i18n/stand-ins"
import { moduleAttribute } from "../../lib/modules/names"
import { noticeListPath } from "../../lib/notices/notices"
import { expiredLineAttributes } from "../../lib/notices/notice-expiry"
import { AttachmentList } from "./attachment-list"
import { categoryLabels } from "./board-text"
import type { NoticeBoard } from "./fragments"
import * as styles from "./notice-article.module.scss"
import { PageLink } from "../../components/smart-link/smart-link"

export type NoticeDetail = NonNullable<Queries.NoticePageQuery["notice"]>

export interface NoticeArticleProps {
  notice: NoticeDetail
  board: Pick<NoticeBoard, "categories" | "labels">
  /** Expired by the build's clock. */
  expiredAtBuild: boolean
}

export function NoticeArticle({ notice, board, expiredAtBuild }: NoticeArticleProps) {
  const { labels } = board
  const image = getImage(notice.picture?.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <article className={styles.article} {...moduleAttribute("notice-expiry")}>
      <header className={styles.header}>
        <h1 lang={langAt(notice.untranslated, "title")}>{notice.title}</h1>
        <dl className={styles.meta}>
          <Fact term={labels.published}>
            <DualDate iso={notice.date} />
          </Fact>
          <Fact term={labels.category}>
            <PageLink to={noticeListPath(notice.category)}>{categoryLabels(board).get(notice.category) ?? notice.category}</PageLink>
          </Fact>
          {notice.expires ? (
            <Fact term={labels.shownUntil}>
              <DualDate iso={notice.expires} />
            </Fact>
          ) : null}
        </dl>
      </header>
      {/* Written whenever the notice can expire; shown once it has. */}
      {expiredAtBuild || notice.expires ? (
        <p className={styles.expired} role="status" hidden={!expiredAtBuild} {...expiredLineAttributes(notice, expiredAtBuild)}>
          {labels.expired}
        </p>
      ) : null}
      {image && notice.picture ? (
        <GatsbyImage image={image} alt={notice.picture.alt} lang={langAt(notice.untranslated, "picture.alt")} className={styles.picture} loading="eager" />
      ) : null}
      {/* The body is HTML made from the Markdown at build: an English body is marked as a whole. */}
      <div className={styles.body} lang={langAt(notice.untranslated, "body")} dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
      <AttachmentList
        attachments={notice.attachments}
        heading={labels.attachments}
        template={labels.attachment}
        standIns={standInsAt(notice.untranslated, "attachments")}
      />
      <p className={styles.back}>
        <PageLink to={noticeListPath(null)}>{labels.backToList}</PageLink>
      </p>
    </article>
  )
}

/** One line of the notice's facts under its title: what it is, then its value. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
