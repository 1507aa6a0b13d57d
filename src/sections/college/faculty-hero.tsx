// The top of a faculty page: its name, description and picture (the LCP image, so loaded eagerly),
// with the way to apply and the way back to all faculties.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ActionPair } from "../../components/button/action-pair"
import { useFill } from "../../hooks/use-site"
import * as styles from "./faculty-hero.module.scss"

export interface FacultyHeroProps {
  faculty: Queries.FacultyHeroFieldsFragment
  labels: Queries.FacultyLabelsFieldsFragment
}

export function FacultyHero({ faculty, labels }: FacultyHeroProps) {
  const fill = useFill()
  const image = getImage(faculty.hero.childImageSharp?.gatsbyImageData ?? null)
  return (
    <section className={styles.hero}>
      <div className={styles.text}>
        <h1 className={styles.heading}>{fill(faculty.name)}</h1>
        <p className={styles.description}>{fill(faculty.description)}</p>
        <ActionPair main={labels.apply} other={labels.back} className={styles.actions} />
      </div>
      {image ? <GatsbyImage image={image} alt={fill(faculty.alt)} className={styles.image} loading="eager" /> : null}
    </section>
  )
}

export const query = graphql`
  fragment FacultyHeroFields on Faculty {
    name
    description
    alt
    hero: image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.5, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
