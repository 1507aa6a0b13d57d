// The site search (/search/, /ne/search/): its words from data/search.json; the results from the
// index the build writes with Pagefind, in the page's language.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { SearchPage } from "../features/search/search-page"
import { withPageLocale } from "../lib/i18n/locale-context"

export default function SearchRoute({ data, location }: PageProps<Queries.SearchPageQuery>) {
  return data.searchJson ? <SearchPage words={data.searchJson} search={location.search} /> : null
}

const PageHead: HeadFC<Queries.SearchPageQuery> = ({ data, location }) => (
  <Seo title={data.searchJson?.title ?? ""} description={data.searchJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query SearchPage($locale: String!) {
    searchJson(locale: { eq: $locale }) {
      title
      description
      heading
      intro
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

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
