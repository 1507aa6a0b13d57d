// Each kind of scholarship the school gives, from data/scholarships.json, with links to the calendar's
// events and the documents library.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Scholarships } from "../sections/scholarships/scholarships"

export default function ScholarshipsPage({ data }: PageProps<Queries.ScholarshipsPageQuery>) {
  if (!data.scholarshipsJson) return null
  return <Scholarships scholarships={data.scholarshipsJson} documents={data.allLibraryDocument.nodes} events={data.allEventsJson.nodes} />
}

export const query = graphql`
  query ScholarshipsPage($locale: String!) {
    scholarshipsJson(locale: { eq: $locale }) {
      ...PageHeadFields
      ...ScholarshipsFields
    }
    allLibraryDocument(filter: { locale: { eq: $locale } }) {
      nodes {
        untranslated
        slug
        title
        path
      }
    }
    allEventsJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        start
      }
    }
  }
`

export const Head = pageHead<Queries.ScholarshipsPageQuery>((data) => data.scholarshipsJson)
