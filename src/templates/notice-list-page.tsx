// Template of the notice lists: /notices/, each category (/notices/news/ …) and their further pages.
// createPages passes the ids of the page's notices, its category ("" for all) and where it is among the pages.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { useFill } from "../hooks/use-site"
import { listTexts } from "../features/notices/board-text"
import { FeedLinks } from "../features/notices/feed-links"
import { NoticeBoardView } from "../features/notices/notice-board-view"
import { useLocale, withPageLocale } from "../state/locale-context"

export interface NoticeListContext {
  ids: string[]
  category: string
  page: number
  pageCount: number
}

type Props = PageProps<Queries.NoticeListPageQuery, NoticeListContext>

export default function NoticeListPage({ data, pageContext }: Props) {
  return (
    <NoticeBoardView
      board={data.noticeBoardJson!}
      notices={data.allNotice.nodes}
      category={pageContext.category || null}
      page={pageContext.page}
      pageCount={pageContext.pageCount}
    />
  )
}

const PageHead: HeadFC<Queries.NoticeListPageQuery, NoticeListContext> = ({ data, location, pageContext }) => (
  <NoticeListHead data={data} pathname={location.pathname} context={pageContext} />
)

function NoticeListHead({ data, pathname, context }: { data: Queries.NoticeListPageQuery; pathname: string; context: NoticeListContext }) {
  const fill = useFill()
  const locale = useLocale()
  const board = data.noticeBoardJson
  if (!board) return null
  const texts = listTexts(board, context.category || null, context.page, context.pageCount, locale)
  return (
    <Seo title={texts.title} description={texts.description} pathname={pathname}>
      <FeedLinks title={fill(board.feedTitle)} />
    </Seo>
  )
}

export const query = graphql`
  query NoticeListPage($ids: [String!]!, $locale: String!) {
    allNotice(filter: { id: { in: $ids } }) {
      nodes {
        ...NoticeSummaryFields
      }
    }
    noticeBoardJson(locale: { eq: $locale }) {
      ...NoticeBoardFields
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
