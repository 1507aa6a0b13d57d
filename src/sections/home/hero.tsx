// The first screen of Home: the school's name (the page's only h1), its promise and the two calls of
// SPEC §1 (apply, arrange a visit) over the campus picture. That picture is the page's LCP element, so
// it loads eagerly, at high priority and without a blurred placeholder.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { useFill } from "../../hooks/use-site"
import * as styles from "./hero.module.scss"

export interface HomeHeroProps {
  heading: string
  intro: string
  hero: Queries.HomeHeroFieldsFragment
}

// React 18 knows the attribute only in lower case (fetchPriority arrives in React 19).
const HIGH_PRIORITY = { fetchpriority: "high" }

export function HomeHero({ heading, intro, hero }: HomeHeroProps) {
  const fill = useFill()
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      {image ? (
        <GatsbyImage image={image} alt={fill(hero.alt)} loading="eager" className={styles.image} {...HIGH_PRIORITY} />
      ) : null}
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
