// Template of the college home (/senior and its alias /<brand>-college): the category layout around the
// college home content of data/college.json, with the faculty cards from data/faculties.json.
import { graphql, type HeadFC, type PageProps } from "gatsby"
import React from "react"
import { CategoryHead } from "../sections/curriculum/category-head"
import { CollegeHome } from "../sections/college/college-home"
import { CategoryLayout } from "../sections/curriculum/category-layout"

export default function CollegePage({ data }: PageProps<Queries.CollegePageQuery>) {
  return (
    <CategoryLayout category={data.curriculumCategory!}>
      <CollegeHome college={data.collegeJson!} faculties={data.allFaculty.nodes} />
    </CategoryLayout>
  )
}

export const Head: HeadFC<Queries.CollegePageQuery> = ({ data }) => <CategoryHead category={data.curriculumCategory} />

export const query = graphql`
  query CollegePage($id: String!) {
    curriculumCategory(id: { eq: $id }) {
      ...CategoryHeadFields
      title
      description
      ...CategoryBannerFields
    }
    collegeJson {
      ...CollegeHomeFields
    }
    allFaculty(sort: { position: ASC }) {
      nodes {
        ...FacultyCardFields
      }
    }
  }
`
