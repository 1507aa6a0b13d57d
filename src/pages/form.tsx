// Admission form page (SPEC "Admission form page"), from data/form.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { PageIntro } from "../components/layout/page-intro"
import { Seo } from "../components/seo/seo"
import { useFill } from "../hooks/use-site"

export default function FormPage({ data }: PageProps<Queries.FormPageQuery>) {
  const fill = useFill()
  const form = data.formJson!
  return <PageIntro heading={fill(form.heading)} intro={fill(form.intro)} />
}

export const Head: HeadFC<Queries.FormPageQuery> = ({ data, location }) => (
  <Seo title={data.formJson?.title ?? ""} description={data.formJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query FormPage {
    formJson {
      title
      description
      heading
      intro
    }
  }
`
