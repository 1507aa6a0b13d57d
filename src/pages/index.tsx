// Home page: sections from data/home.json; the first-visit advert shows here only.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { FirstVisitPopup } from "../components/first-visit-popup/first-visit-popup"
import { Seo } from "../components/seo/seo"
import { requireNode } from "../lib/require-node"
import { HomeSections } from "../sections/home/home-sections"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <HomeSections home={requireNode(data.homeJson, "page /: data/home.json has no content")} />
      <FirstVisitPopup />
    </>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo title={data.homeJson?.title ?? ""} description={data.homeJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query HomePage {
    homeJson {
      title
      description
      heading
      intro
      labels {
        learnMore
        backToTop
        playVideo
        pauseVideo
      }
      hero {
        ...HomeHeroFields
      }
      life {
        ...HomeLifeFields
      }
      why {
        title
        intro
        cards {
          ...HomeCardFields
        }
      }
      culture {
        ...HomeCultureFields
      }
      videoBand {
        ...HomeVideoBandFields
      }
      join {
        title
        intro
        levels {
          ...HomeCardFields
        }
      }
      map {
        ...HomeMapFields
      }
    }
  }
`
