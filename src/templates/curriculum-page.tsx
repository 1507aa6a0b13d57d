// Template of the curriculum category pages (/Preschool, /primary, /middle …), one per entry of kind
// "curriculum" in data/curricula.json; createPages passes the entry's id.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { requireNode } from "../lib/require-node"
import { CategoryHead } from "../sections/curriculum/category-head"
import { CurriculumView } from "../sections/curriculum/curriculum-view"
import { withPageLocale } from "../state/locale-context"

/** What createPages (src/node/pages) passes: the category's node id. */
interface PageContext {
  id: string
}

export default function CurriculumPage({ data, path, pageContext }: PageProps<Queries.CurriculumPageQuery, PageContext>) {
  const category = requireNode(data.curriculumCategory, `page ${path}: no category with id "${pageContext.id}" in data/curricula.json`)
  return <CurriculumView category={category} />
}

const PageHead: HeadFC<Queries.CurriculumPageQuery> = ({ data }) => <CategoryHead category={data.curriculumCategory} />

export const query = graphql`
  query CurriculumPage($id: String!) {
    curriculumCategory(id: { eq: $id }) {
      ...CategoryHeadFields
      ...CurriculumViewFields
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = withPageLocale(PageHead)
