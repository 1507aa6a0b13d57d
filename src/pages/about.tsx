// About page: vision, mission, promotional video and the team, from data/about.json.
// Mounting it ends the first visit (docs/behaviour.md#first-visit-popup).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { requireNode } from "../lib/require-node"
import { AboutSections } from "../sections/about/about-sections"
import { useEndFirstVisitOnMount } from "../state/first-visit"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  useEndFirstVisitOnMount()
  return <AboutSections about={requireNode(data.aboutJson, "page /about/: data/about.json has no content")} />
}

export const query = graphql`
  query AboutPage($locale: String!) {
    aboutJson(locale: { eq: $locale }) {
      ...PageHeadFields
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

export const Head = pageHead<Queries.AboutPageQuery>((data) => data.aboutJson)
