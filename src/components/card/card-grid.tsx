// A grid of picture cards, one column on phones and up to `columns` side by side on wider screens: every
// card section of the site (Home's 'Why' and 'Join', the college's faculties and values) is this grid of
// data entries, each card's texts filled in the page's language.
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import React from "react"
import { useFill } from "../../hooks/use-site"
import { Card } from "./card"
import * as styles from "./card-grid.module.scss"

/** One card as the data gives it: a picture, its description, a title, a short text and an optional link. */
export interface GridCard {
  title: string
  text: string
  alt: string
  image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }
  link?: { label: string; to: string }
}

export function CardGrid({ columns = 3, cards }: { columns?: 2 | 3 | 4; cards: readonly GridCard[] }) {
  const fill = useFill()
  return (
    <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>
      {cards.map((card) => (
        <li key={card.title} className={styles.item}>
          <Card
            image={getImage(card.image.childImageSharp?.gatsbyImageData ?? null)}
            alt={fill(card.alt)}
            title={fill(card.title)}
            link={card.link ? { label: fill(card.link.label), to: fill(card.link.to) } : null}
          >
            <p>{fill(card.text)}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
