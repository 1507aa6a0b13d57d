// The map at the foot of Home, with the school's address and the shared back-to-top button.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { BackToTop } from "../../components/back-to-top/back-to-top"
import { Section } from "../../components/section/section"
import { useFill, useSite } from "../../hooks/use-site"
import * as styles from "./map.module.scss"

export interface HomeMapProps {
  map: Queries.HomeMapFieldsFragment
  backToTop: string
}

export function HomeMap({ map, backToTop }: HomeMapProps) {
  const fill = useFill()
  const { name, address } = useSite()
  const image = getImage(map.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <Section id="location" title={fill(map.title)} tone="alt">
      <address className={styles.address}>
        {name}, {address.street}, {address.locality}, {address.region}
      </address>
      <div className={styles.map}>
        {image ? <GatsbyImage image={image} alt={fill(map.alt)} className={styles.image} /> : null}
        <div className={styles.backToTop}>
          <BackToTop label={fill(backToTop)} />
        </div>
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment HomeMapFields on HomeMap {
    title
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 1200, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
