// A card per faculty on the college home, from data/faculties.json: picture, name, description
// and a 'read more' link to the faculty's page.
import { graphql } from "gatsby"
import React from "react"
import { CardGrid } from "../../components/card/card-grid"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"

export interface FacultyCardsProps {
  section: Queries.CollegeFacultiesFieldsFragment
  faculties: readonly Queries.FacultyCardFieldsFragment[]
}

export function FacultyCards({ section, faculties }: FacultyCardsProps) {
  const fill = useFill()
  return (
    <ColumnSection id="faculties" title={fill(section.title)} intro={fill(section.intro)}>
      <CardGrid
        columns={2}
        cards={faculties.map(({ name, description, alt, image, path }) => ({
          title: name,
          text: description,
          alt,
          image,
          link: { label: section.readMore, to: path },
        }))}
      />
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegeFacultiesFields on CollegeFaculties {
    title
    intro
    readMore
  }
  fragment FacultyCardFields on Faculty {
    slug
    path
    name
    description
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 440, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
