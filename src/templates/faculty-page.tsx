// Template of the faculty pages (/senior/courses/science …), one per entry of data/faculties.json;
// createPages passes the entry's id. It opens at the top like every page (gatsby-browser shouldUpdateScroll).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { Seo } from "../components/seo/seo"
import { programStructuredData } from "../components/seo/structured-data"
import { useSeoData } from "../hooks/use-seo-data"
import { requireNode } from "../lib/require-node"
import { FacultyHero } from "../sections/college/faculty-hero"
import { FacultyModel } from "../sections/college/faculty-model"
import { withPageLocale } from "../state/locale-context"

/** What createPages (src/node/pages) passes: the faculty's node id. */
interface PageContext {
  id: string
}

export default function FacultyPage({ data, path, pageContext }: PageProps<Queries.FacultyPageQuery, PageContext>) {
  const faculty = requireNode(data.faculty, `page ${path}: no faculty with id "${pageContext.id}" in data/faculties.json`)
  const { labels } = requireNode(data.facultiesJson, `page ${path}: data/faculties.json has no content`)
  return (
    <>
      <FacultyHero faculty={faculty} labels={labels} />
      <FacultyModel faculty={faculty} labels={labels} />
    </>
  )
}

const PageHead: HeadFC<Queries.FacultyPageQuery> = ({ data, location }) => <FacultyHead data={data} pathname={location.pathname} />

function FacultyHead({ data, pathname }: { data: Queries.FacultyPageQuery; pathname: string }) {
  const { siteUrl } = useSeoData()
  const faculty = data.faculty
  const program = faculty ? [programStructuredData(faculty, siteUrl, `${siteUrl}${pathname}`)] : []
  return <Seo title={faculty?.title ?? ""} description={faculty?.description} pathname={pathname} structuredData={program} />
}

export const query = graphql`
  query FacultyPage($id: String!, $locale: String!) {
    faculty(id: { eq: $id }) {
      title
      description
      eligibility
      subjects
      ...FacultyHeroFields
      ...FacultyModelFields
    }
    facultiesJson(locale: { eq: $locale }) {
      labels {
        ...FacultyLabelsFields
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
