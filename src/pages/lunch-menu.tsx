// The week's tiffin, Sunday to Friday, from data/lunch-menu.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { LunchMenu } from "../sections/lunch/lunch-menu"
import { withPageLocale } from "../lib/i18n/locale-context"

export default function LunchMenuPage({ data }: PageProps<Queries.LunchMenuPageQuery>) {
  return data.lunchMenuJson ? <LunchMenu menu={data.lunchMenuJson} /> : null
}

const PageHead: HeadFC<Queries.LunchMenuPageQuery> = ({ data, location }) => (
  <Seo title={data.lunchMenuJson?.title ?? ""} description={data.lunchMenuJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query LunchMenuPage($locale: String!) {
    lunchMenuJson(locale: { eq: $locale }) {
      title
      description
      ...LunchMenuFields
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
