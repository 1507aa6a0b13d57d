// 'Our Core Values' of data/college.json, each with a picture, title and description.
import { graphql } from "gatsby"
import React from "react"
import { CardGrid } from "../../components/card/card-grid"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"

export function CoreValues({ values }: { values: Queries.CollegeValuesFieldsFragment }) {
  const fill = useFill()
  return (
    <ColumnSection id="values" title={fill(values.title)} intro={fill(values.intro)}>
      <CardGrid columns={2} cards={values.items} />
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegeValuesFields on CollegeValues {
    title
    intro
    items {
      ...CollegePictureFields
    }
  }
`
