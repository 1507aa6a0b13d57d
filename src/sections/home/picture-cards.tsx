// A section of picture cards, each with a 'Learn More' link: 'Why {name}' and 'Join {brand}'.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { Card } from "../../components/card/card"
import { CardGrid, CardGridItem } from "../../components/card/card-grid"
import { Section, type SectionTone } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"

export interface PictureCardsProps {
  id: string
  title: string
  intro?: string | null
  cards: readonly Queries.HomeCardFieldsFragment[]
  learnMore: string
  columns: 3 | 4
  tone?: SectionTone
}

export function PictureCards({ id, title, intro, cards, learnMore, columns, tone }: PictureCardsProps) {
  const fill = useFill()
  return (
    <Section id={id} title={fill(title)} intro={intro ? fill(intro) : undefined} tone={tone}>
      <CardGrid columns={columns}>
        {cards.map((card) => (
          <CardGridItem key={card.title}>
            <Card
              image={getImage(card.image.childImageSharp?.gatsbyImageData ?? null)}
              alt={fill(card.alt)}
              title={fill(card.title)}
              link={{ label: fill(learnMore), to: fill(card.to) }}
            >
              <p>{fill(card.text)}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
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
