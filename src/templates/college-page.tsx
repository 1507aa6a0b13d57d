// Template of the college home (/senior and its alias /<brand>-college): the category layout around the
// college home content of data/college.json, with the faculty cards from data/faculties.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { requireNode } from "../lib/require-node"
import { CategoryHead } from "../sections/curriculum/category-head"
import { CollegeHome } from "../sections/college/college-home"
import { CategoryLayout } from "../sections/curriculum/category-layout"
import { withPageLocale } from "../state/locale-context"

/** What createPages (src/node/pages) passes: the category's node id. */
interface PageContext {
  id: string
}

export default function CollegePage({ data, path, pageContext }: PageProps<Queries.CollegePageQuery, PageContext>) {
  const category = requireNode(data.curriculumCategory, `page ${path}: no category with id "${pageContext.id}" in data/curricula.json`)
  const college = requireNode(data.collegeJson, `page ${path}: data/college.json has no content`)
  return (
    <CategoryLayout category={category}>
      <CollegeHome college={college} faculties={data.allFaculty.nodes} />
    </CategoryLayout>
  )
}

const PageHead: HeadFC<Queries.CollegePageQuery> = ({ data }) => <CategoryHead category={data.curriculumCategory} />

export const query = graphql`
  query CollegePage($id: String!, $locale: String!) {
    curriculumCategory(id: { eq: $id }) {
      ...CategoryHeadFields
      title
      description
      ...CategoryBannerFields
    }
    collegeJson(locale: { eq: $locale }) {
      ...CollegeHomeFields
    }
    allFaculty(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...FacultyCardFields
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
