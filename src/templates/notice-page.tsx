// Template of a notice's own page (/notices/<category>/<slug>/); createPages passes its id and whether
// it had expired by the build's clock (then the page stays, says so, and asks search engines to drop it).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { useFill } from "../hooks/use-site"
import { FeedLinks } from "../features/notices/feed-links"
import { NoticeArticle } from "../features/notices/notice-article"
import { withPageLocale } from "../state/locale-context"

export interface NoticeContext {
  id: string
  expired: boolean
}

export default function NoticePage({ data, pageContext }: PageProps<Queries.NoticePageQuery, NoticeContext>) {
  return <NoticeArticle notice={data.notice!} board={data.noticeBoardJson!} expiredAtBuild={pageContext.expired} />
}

const PageHead: HeadFC<Queries.NoticePageQuery, NoticeContext> = ({ data, location, pageContext }) => (
  <NoticeHead data={data} pathname={location.pathname} expired={pageContext.expired} />
)

function NoticeHead({ data, pathname, expired }: { data: Queries.NoticePageQuery; pathname: string; expired: boolean }) {
  const fill = useFill()
  const { notice, noticeBoardJson: board } = data
  return (
    <Seo
      title={notice?.title ?? ""}
      description={notice?.summary}
      pathname={pathname}
      image={notice?.picture?.share?.childImageSharp?.gatsbyImageData ?? null}
      imageAlt={notice?.picture?.alt}
      noindex={expired}
    >
      {board ? <FeedLinks title={fill(board.feedTitle)} /> : null}
    </Seo>
  )
}

export const query = graphql`
  query NoticePage($id: String!, $locale: String!) {
    notice(id: { eq: $id }) {
      title
      date
      expires
      category
      summary
      bodyHtml
      untranslated
      picture {
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 800, layout: CONSTRAINED, placeholder: NONE)
          }
        }
        share: image {
          childImageSharp {
            gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], placeholder: NONE)
          }
        }
      }
      attachments {
        label
        file {
          publicURL
          size
          extension
        }
      }
    }
    noticeBoardJson(locale: { eq: $locale }) {
      ...NoticeBoardFields
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
