// Home page (SPEC "Home page"). Sections from data/home.json; the first-visit advert shows here only.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { FirstVisitPopup } from "../components/first-visit-popup/first-visit-popup"
import { PageIntro } from "../components/layout/page-intro"
import { Seo } from "../components/seo/seo"
import { useFill } from "../hooks/use-site"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const fill = useFill()
  const home = data.homeJson!
  return (
    <>
      <PageIntro heading={fill(home.heading)} intro={fill(home.intro)} />
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
    }
  }
`
