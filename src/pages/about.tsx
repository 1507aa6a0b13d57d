// About page (SPEC "About page"): vision, mission, promotional video and the team, from data/about.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { PageIntro } from "../components/layout/page-intro"
import { Seo } from "../components/seo/seo"
import { useFill } from "../hooks/use-site"
import { useEndFirstVisitOnMount } from "../state/first-visit"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const fill = useFill()
  useEndFirstVisitOnMount()
  const about = data.aboutJson!
  return <PageIntro heading={fill(about.heading)} intro={fill(about.intro)} />
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo title={data.aboutJson?.title ?? ""} description={data.aboutJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query AboutPage {
    aboutJson {
      title
      description
      heading
      intro
    }
  }
`
