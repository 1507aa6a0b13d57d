// What the site keeps in the browser and what the admission form sends, from data/privacy.json and
// the form's endpoint setting in data/admission-form.json (and, for the site's own receiver, how long
// data/applications.json keeps an application).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { pageHead } from "../components/seo/page-head"
import { Privacy } from "../sections/site-pages/privacy"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return data.privacyJson ? (
    <Privacy privacy={data.privacyJson} endpoint={data.admissionFormJson?.endpoint ?? null} retentionDays={data.applicationsJson?.retentionDays ?? null} />
  ) : null
}

export const query = graphql`
  query PrivacyPage($locale: String!) {
    privacyJson(locale: { eq: $locale }) {
      untranslated
      ...PageHeadFields
      sections {
        heading
        paragraphs
        items
      }
      form {
        heading
        withReceiver
        withEndpoint
        withoutEndpoint
        contact
      }
    }
    admissionFormJson(locale: { eq: $locale }) {
      endpoint
    }
    applicationsJson(locale: { eq: $locale }) {
      retentionDays
    }
  }
`

export const Head = pageHead<Queries.PrivacyPageQuery>((data) => data.privacyJson)
