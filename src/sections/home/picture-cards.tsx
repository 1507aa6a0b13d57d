// A section of picture cards, each with a 'Learn More' link: 'Why {name}' and 'Join {brand}'.
import { graphql } from "gatsby"
import React from "react"
import { CardGrid } from "../../components/card/card-grid"
import { Section, type SectionTone } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"

export interface PictureCardsProps {
  id: string
  /** The section's heading and intro from data/home.json ('why', 'join'). */
  section: { title: string; intro?: string | null }
  cards: readonly Queries.HomeCardFieldsFragment[]
  learnMore: string
  columns: 3 | 4
  tone?: SectionTone
}

export function PictureCards({ id, section: { title, intro }, cards, learnMore, columns, tone }: PictureCardsProps) {
  const fill = useFill()
  return (
    <Section id={id} title={fill(title)} intro={intro ? fill(intro) : undefined} tone={tone}>
      <CardGrid columns={columns} cards={cards.map((card) => ({ ...card, link: { label: learnMore, to: card.to } }))} />
    </Section>
  )
}

export const query = graphql`
  fragment HomeCardFields on HomeCard {
    title
    text
    alt
    to
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
