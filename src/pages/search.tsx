// The site search (/search/, /ne/search/): its words from data/search.json; the results from the
// index the build writes with Pagefind, in the page's language. An island (src/components/island/).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Island } from "../components/island/island"
import { searchIsland } from "../features/search/search-island"

export default function SearchRoute({ data }: PageProps<Queries.SearchPageQuery>) {
  return data.searchJson ? <Island part={searchIsland} props={{ words: data.searchJson }} /> : null
}

export const query = graphql`
  query SearchPage($locale: String!) {
    searchJson(locale: { eq: $locale }) {
      ...PageHeadFields
      label
      button
      loading
      noResults
      oneResult
      results
      more
      unavailable
      noScript
      sitemapLink {
        label
        to
      }
    }
  }
`

export const Head = pageHead<Queries.SearchPageQuery>((data) => data.searchJson)
