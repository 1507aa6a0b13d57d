// What one child pays in a year, level by level, from data/fees.json.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Fees } from "../sections/fees/fees"

export default function FeesPage({ data }: PageProps<Queries.FeesPageQuery>) {
  return data.feesJson ? <Fees fees={data.feesJson} /> : null
}

export const query = graphql`
  query FeesPage($locale: String!) {
    feesJson(locale: { eq: $locale }) {
      ...PageHeadFields
      ...FeesFields
    }
  }
`

export const Head = pageHead<Queries.FeesPageQuery>((data) => data.feesJson)
