// The 'Life' tiles of the college home: today's date as a calendar tile, the clubs, a link to the
// school's social page, and the student journal.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { ButtonLink } from "../../components/button/button-link"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import { DateTile } from "./date-tile"
import * as styles from "./life-tiles.module.scss"

type Picture = Queries.CollegeLifeFieldsFragment["club"]

function PictureTile({ picture }: { picture: Picture }) {
  const fill = useFill()
  const image = getImage(picture.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <figure className={styles.picture}>
      {image ? <GatsbyImage image={image} alt={fill(picture.alt)} className={styles.image} /> : null}
      <figcaption className={styles.caption}>
        <h3 className={styles.title}>{fill(picture.title)}</h3>
        <p>{fill(picture.text)}</p>
      </figcaption>
    </figure>
  )
}

export function LifeTiles({ life }: { life: Queries.CollegeLifeFieldsFragment }) {
  const fill = useFill()
  return (
    <ColumnSection id="life" title={fill(life.title)} intro={fill(life.intro)}>
      <ul className={styles.tiles}>
        <li>
          <DateTile title={fill(life.today.title)} bsLabel={fill(life.today.bsLabel)} />
        </li>
        <li>
          <PictureTile picture={life.club} />
        </li>
        <li>
          <div className={styles.social}>
            <h3 className={styles.title}>{fill(life.social.title)}</h3>
            <p>{fill(life.social.text)}</p>
            <ButtonLink to={fill(life.social.link.to)} variant="light">
              {fill(life.social.link.label)}
            </ButtonLink>
          </div>
        </li>
        <li>
          <PictureTile picture={life.journal} />
        </li>
      </ul>
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegePictureFields on CollegePicture {
    title
    text
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 440, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
  fragment CollegeLifeFields on CollegeLife {
    title
    intro
    today {
      title
      bsLabel
    }
    club {
      ...CollegePictureFields
    }
    social {
      title
      text
      link {
        label
        to
      }
    }
    journal {
      ...CollegePictureFields
    }
  }
`
