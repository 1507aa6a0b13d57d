// About page: vision, mission, promotional video and the team, from data/about.json.
// Mounting it ends the first visit (docs/behaviour.md#first-visit-popup).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { requireNode } from "../lib/require-node"
import { AboutSections } from "../sections/about/about-sections"
import { useEndFirstVisitOnMount } from "../state/first-visit"
import { withPageLocale } from "../lib/i18n/locale-context"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  useEndFirstVisitOnMount()
  return <AboutSections about={requireNode(data.aboutJson, "page /about/: data/about.json has no content")} />
}

const PageHead: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo title={data.aboutJson?.title ?? ""} description={data.aboutJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query AboutPage($locale: String!) {
    aboutJson(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      anchors {
        label
        to
      }
      vision {
        ...AboutStatementFields
      }
      mission {
        ...AboutStatementFields
      }
      video {
        ...VideoFields
      }
      labels {
        playVideo
        pauseVideo
      }
      team {
        ...AboutTeamFields
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
