// What the site keeps in the browser and what the admission form sends, from data/privacy.json and
// the form's endpoint setting in data/admission-form.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { Privacy } from "../sections/site-pages/privacy"
import { withPageLocale } from "../lib/i18n/locale-context"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return data.privacyJson ? <Privacy privacy={data.privacyJson} endpoint={data.admissionFormJson?.endpoint ?? null} /> : null
}

const PageHead: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo title={data.privacyJson?.title ?? ""} description={data.privacyJson?.description} pathname={location.pathname} />
)

export const query = graphql`
  query PrivacyPage($locale: String!) {
    privacyJson(locale: { eq: $locale }) {
      untranslated
      title
      description
      heading
      intro
      sections {
        heading
        paragraphs
        items
      }
      form {
        heading
        withEndpoint
        withoutEndpoint
        contact
      }
    }
    admissionFormJson(locale: { eq: $locale }) {
      endpoint
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
