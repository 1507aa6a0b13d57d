// The week's tiffin, Sunday to Friday, from data/lunch-menu.json.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { LunchMenu } from "../sections/lunch/lunch-menu"

export default function LunchMenuPage({ data }: PageProps<Queries.LunchMenuPageQuery>) {
  return data.lunchMenuJson ? <LunchMenu menu={data.lunchMenuJson} /> : null
}

export const query = graphql`
  query LunchMenuPage($locale: String!) {
    lunchMenuJson(locale: { eq: $locale }) {
      ...PageHeadFields
      ...LunchMenuFields
    }
  }
`

export const Head = pageHead<Queries.LunchMenuPageQuery>((data) => data.lunchMenuJson)
