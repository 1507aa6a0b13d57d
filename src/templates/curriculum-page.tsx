// Template of the curriculum category pages (/Preschool, /primary, /middle …), one per entry of kind
// "curriculum" in data/curricula.json; createPages passes the entry's id.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { CategoryHead } from "../sections/curriculum/category-head"
import { CurriculumView } from "../sections/curriculum/curriculum-view"

export default function CurriculumPage({ data }: PageProps<Queries.CurriculumPageQuery>) {
  return <CurriculumView category={data.curriculumCategory!} />
}

export const Head: HeadFC<Queries.CurriculumPageQuery> = ({ data }) => <CategoryHead category={data.curriculumCategory} />

export const query = graphql`
  query CurriculumPage($id: String!) {
    curriculumCategory(id: { eq: $id }) {
      ...CategoryHeadFields
      ...CurriculumViewFields
    }
  }
`
