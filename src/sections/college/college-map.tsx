// Where the college is: the map picture and the button back to the top of the page.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { BackToTop } from "../../components/back-to-top/back-to-top"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import * as styles from "./college-map.module.scss"

export function CollegeMap({ map }: { map: Queries.CollegeMapFieldsFragment }) {
  const fill = useFill()
  const image = getImage(map.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <ColumnSection id="map" title={fill(map.title)} intro={fill(map.text)}>
      {image ? <GatsbyImage image={image} alt={fill(map.alt)} className={styles.map} /> : null}
      <div className={styles.top}>
        <BackToTop label={fill(map.backToTop)} />
      </div>
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegeMapFields on CollegeMap {
    title
    text
    alt
    backToTop
    image {
      childImageSharp {
        gatsbyImageData(width: 900, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
