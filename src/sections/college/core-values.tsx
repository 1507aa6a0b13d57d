// 'Our Core Values' of data/college.json, each with a picture, title and description.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { Card } from "../../components/card/card"
import { CardGrid, CardGridItem } from "../../components/card/card-grid"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"

export function CoreValues({ values }: { values: Queries.CollegeValuesFieldsFragment }) {
  const fill = useFill()
  return (
    <ColumnSection id="values" title={fill(values.title)} intro={fill(values.intro)}>
      <CardGrid columns={2}>
        {values.items.map((value) => (
          <CardGridItem key={value.title}>
            <Card
              image={getImage(value.image.childImageSharp?.gatsbyImageData ?? null)}
              alt={fill(value.alt)}
              title={fill(value.title)}
            >
              <p>{fill(value.text)}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
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
