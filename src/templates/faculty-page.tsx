// Template of the faculty pages (/senior/courses/science …), one per entry of data/faculties.json;
// createPages passes the entry's id. It opens at the top like every page (gatsby-browser shouldUpdateScroll).
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { requireNode } from "../lib/require-node"
import { FacultyHead } from "../sections/college/faculty-head"
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

const PageHead: HeadFC<Queries.FacultyPageQuery> = ({ data, location }) => <FacultyHead faculty={data.faculty} pathname={location.pathname} />

export const query = graphql`
  query FacultyPage($id: String!, $locale: String!) {
    faculty(id: { eq: $id }) {
      ...FacultyHeadFields
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
