// The site search (/search/, /ne/search/): its words from data/search.json; the results from the
// index the build writes with Pagefind, in the page's language.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { SearchPage } from "../features/search/search-page"

export default function SearchRoute({ data, location }: PageProps<Queries.SearchPageQuery>) {
  return data.searchJson ? <SearchPage words={data.searchJson} search={location.search} /> : null
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
