// The first screen of Home: the school's name (the page's only h1), its promise and the two calls
// (apply, arrange a visit) over the campus picture. That picture is the page's LCP element, so it
// loads eagerly, at high priority and without a blurred placeholder.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { useFill } from "../../hooks/use-site"
import * as styles from "./hero.module.scss"

export interface HomeHeroProps {
  heading: string
  intro: string
  hero: Queries.HomeHeroFieldsFragment
}

export function HomeHero({ heading, intro, hero }: HomeHeroProps) {
  const fill = useFill()
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      {image ? <PriorityImage image={image} alt={fill(hero.alt)} className={styles.image} /> : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{fill(hero.eyebrow)}</p>
        <h1 id="home-hero-heading" className={styles.heading}>
          {fill(heading)}
        </h1>
        <p className={styles.lead}>{fill(intro)}</p>
        <div className={styles.actions}>
          {hero.actions.map((action, index) => (
            <ButtonLink key={action.to} to={fill(action.to)} variant={index === 0 ? "accent" : "light"}>
              {fill(action.label)}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment HomeHeroFields on HomeHero {
    eyebrow
    alt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, placeholder: NONE, breakpoints: [480, 768, 1080, 1366, 1600])
      }
    }
    actions {
      label
      to
    }
  }
`
