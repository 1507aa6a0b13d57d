// Follow an application (/status/, /ne/status/): the family opens it with the reference and the child's
// date of birth, or by its private link, and reads where it stands (src/features/status/). The
// heading is the page's; the lookup and the application are an island (src/components/island/).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { Island } from "../components/island/island"
import { PageIntro } from "../components/layout/page-intro"
import { pageHead } from "../components/seo/page-head"
import { statusIsland } from "../features/status/status-island"
import { statusPageProps } from "../features/status/texts"
import { useSite } from "../hooks/use-site"
import { fillPlaceholders } from "../lib/placeholders"
import { useLocale } from "../state/locale-context"
import * as styles from "../features/status/status.module.scss"

export default function StatusRoute({ data }: PageProps<Queries.StatusPageQuery>) {
  const site = useSite()
  const locale = useLocale()
  const page = data.statusJson
  if (!page) return null
  return (
    <div className={styles.statusPage}>
      <PageIntro heading={fillPlaceholders(page.heading, site)} intro={fillPlaceholders(page.intro, site)} />
      <div className={styles.page}>
        <Island part={statusIsland} props={statusPageProps(locale)} />
      </div>
    </div>
  )
}

export const query = graphql`
  query StatusPage($locale: String!) {
    statusJson(locale: { eq: $locale }) {
      ...PageHeadFields
    }
  }
`

export const Head = pageHead<Queries.StatusPageQuery>((data) => data.statusJson)
