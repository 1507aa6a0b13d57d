// About page: vision, mission, promotional video and the team, from data/about.json.
// Showing it ends the first visit (docs/behaviour.md#first-visit-popup).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { moduleAttribute } from "../lib/modules/names"
import { requireNode } from "../lib/require-node"
import { AboutSections } from "../sections/about/about-sections"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <div {...moduleAttribute("first-visit-end")}>
      <AboutSections about={requireNode(data.aboutJson, "page /about/: data/about.json has no content")} />
    </div>
  )
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
