// What the notice pages and Home ask of the notice board's data, declared once.
import { graphql } from "gatsby"

export const query = graphql`
  fragment NoticeSummaryFields on Notice {
    id
    untranslated
    title
    date
    expires
    category
    summary
    pinned
    path
  }
  fragment NoticeBoardFields on NoticeBoardJson {
    title
    description
    heading
    intro
    feedTitle
    categories {
      slug
      label
      description
    }
    labels {
      all
      filter
      pinned
      published
      category
      empty
      pagination
      previous
      next
      pageOf
      attachments
      attachment
      expired
      shownUntil
      backToList
      rss
      jsonFeed
    }
  }
`

export type NoticeSummary = Queries.NoticeSummaryFieldsFragment
export type NoticeBoard = Queries.NoticeBoardFieldsFragment
export type NoticeLabels = NoticeBoard["labels"]
