// Book a visit (/visit/, /ne/visit/): the open times from the server's live availability, the booking
// form and its confirmation; the words from data/visits.json (src/features/visits/). An island
// (src/components/island/).
import { graphql } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Island } from "../components/island/island"
import { visitIsland } from "../features/visits/visit-island"

export default function VisitRoute() {
  return <Island part={visitIsland} props={{}} />
}

export const query = graphql`
  query VisitPage($locale: String!) {
    visitsJson(locale: { eq: $locale }) {
      ...PageHeadFields
    }
  }
`

export const Head = pageHead<Queries.VisitPageQuery>((data) => data.visitsJson)
