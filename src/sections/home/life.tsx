// 'Life at {name}': a paragraph, a photo grid and the three static tiles.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import { LifeTiles } from "./life-tiles"
import * as styles from "./life.module.scss"

export function HomeLife({ life }: { life: Queries.HomeLifeFieldsFragment }) {
  const fill = useFill()
  return (
    <Section id="life" title={fill(life.title)}>
      <div className={styles.layout}>
        <p className={styles.text}>{fill(life.text)}</p>
        <ul className={styles.photos}>
          {life.photos.map((photo) => {
            const image = getImage(photo.image.childImageSharp?.gatsbyImageData ?? null)
            return (
              <li key={photo.alt} className={styles.photo}>
                {image ? <GatsbyImage image={image} alt={fill(photo.alt)} className={styles.image} /> : null}
              </li>
            )
          })}
        </ul>
      </div>
      <LifeTiles weather={life.weather} arts={life.arts} calendar={life.calendar} />
    </Section>
  )
}

export const query = graphql`
  fragment HomeLifeFields on HomeLife {
    title
    text
    photos {
      alt
      image {
        childImageSharp {
          # Two photos a row: half the screen on phones, about 330 px beside the text from md (life.module.scss).
          gatsbyImageData(
            width: 600
            aspectRatio: 1.3333
            layout: CONSTRAINED
            placeholder: NONE
            sizes: "(min-width: 992px) 330px, 50vw"
            outputPixelDensities: [0.25, 0.5, 0.75, 1]
          )
        }
      }
    }
    weather {
      ...HomeWeatherTileFields
    }
    arts {
      ...HomeArtsTileFields
    }
    calendar {
      ...HomeCalendarTileFields
    }
  }
`
