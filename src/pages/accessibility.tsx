// The standard the site meets, how it is checked, its known limits and how to report a problem, from
// data/accessibility.json and the school's contact in data/site.json.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Accessibility } from "../sections/site-pages/accessibility"

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  return data.accessibilityJson ? <Accessibility accessibility={data.accessibilityJson} /> : null
}

export const query = graphql`
  query AccessibilityPage($locale: String!) {
    accessibilityJson(locale: { eq: $locale }) {
      untranslated
      ...PageHeadFields
      sections {
        heading
        paragraphs
        items
      }
      report {
        heading
        intro
        emailLabel
        phoneLabel
        answerDays
        answer
      }
    }
  }
`

export const Head = pageHead<Queries.AccessibilityPageQuery>((data) => data.accessibilityJson)
