// The top of a faculty page: its name, description and picture (the LCP image, so loaded eagerly),
// with the way to apply and the way back to all faculties.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
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
        <div className={styles.actions}>
          <ButtonLink to={fill(labels.apply.to)} variant="accent">
            {fill(labels.apply.label)}
          </ButtonLink>
          <ButtonLink to={fill(labels.back.to)} variant="light">
            {fill(labels.back.label)}
          </ButtonLink>
        </div>
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
