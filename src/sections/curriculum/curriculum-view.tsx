// A curriculum category page's body: the category layout around its curriculum sections. Shared by the
// curriculum template and the 404 page, which shows the default category for unknown addresses.
import { graphql } from "gatsby"
import React from "react"
import { CategoryLayout } from "./category-layout"
import { CurriculumSections } from "./curriculum-sections"

export type CurriculumViewData = Queries.CurriculumViewFieldsFragment

export function CurriculumView({ category, eagerBanner = true }: { category: CurriculumViewData; eagerBanner?: boolean }) {
  return (
    <CategoryLayout category={category} eagerBanner={eagerBanner}>
      <CurriculumSections category={category} />
    </CategoryLayout>
  )
}

export const query = graphql`
  fragment CurriculumViewFields on CurriculumCategory {
    title
    description
    ...CategoryBannerFields
    ...CurriculumSectionsFields
  }
`
