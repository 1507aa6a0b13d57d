// Admission form page: the school's own form page, /school-form/, in a
// frame that fills the screen below the navigation bar, with a link to open it alone and one for a
// family that has applied already.
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { SCHOOL_FORM_PATH } from "../features/admission/paths"
import { Grid } from "../components/grid/grid"
import { pageHead } from "../components/seo/page-head"
import { NewTabHint, PageLink } from "../components/smart-link/smart-link"
import { withTrailingSlash } from "../lib/links"
import { useFill } from "../hooks/use-site"
import { requireNode } from "../lib/require-node"
import * as styles from "./form.module.scss"
import { useLocale } from "../state/locale-context"
import { localizedPath } from "../lib/i18n/locales"

export default function FormPage({ data }: PageProps<Queries.FormPageQuery>) {
  const fill = useFill()
  // The form page in this page's language: /ne/form/ frames (and opens) /ne/school-form/.
  const schoolForm = localizedPath(SCHOOL_FORM_PATH, useLocale())
  const form = requireNode(data.formJson, "page /form/: data/form.json has no content")
  return (
    <>
      <div className={styles.bar}>
        <Grid align="center">
          <Grid.Col span={{ base: 12, md: "auto" }}>
            <h1>{fill(form.heading)}</h1>
            <p className={styles.intro}>{fill(form.intro)}</p>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: "content" }}>
            <a href={schoolForm} target="_blank" rel="noopener noreferrer" className={styles.open}>
              {fill(form.openInTab)}
              <NewTabHint />
            </a>
            <PageLink to={withTrailingSlash(form.statusLinkTo)} className={styles.open}>
              {fill(form.statusLinkLabel)}
            </PageLink>
          </Grid.Col>
        </Grid>
      </div>
      {/* Lazy: the frame (a whole page on the same main thread) starts after this page is laid out. */}
      <iframe className={styles.frame} title={fill(form.frameTitle)} src={schoolForm} loading="lazy" />
    </>
  )
}

export const query = graphql`
  query FormPage($locale: String!) {
    formJson(locale: { eq: $locale }) {
      ...PageHeadFields
      frameTitle
      openInTab
      statusLinkLabel
      statusLinkTo
    }
  }
`

export const Head = pageHead<Queries.FormPageQuery>((data) => data.formJson)
