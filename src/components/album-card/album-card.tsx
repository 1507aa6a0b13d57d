// One photo album as a card: its cover, title (the link to the album), date in Bikram Sambat with the
// AD day, and how many pictures it holds. The cover sits beside the title, so it is decorative.
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React from "react"
import { DualDate } from "../dual-date/dual-date"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./album-card.module.scss"

export interface AlbumCardProps {
  album: Queries.AlbumCardFieldsFragment
  /** The album's title, filled in and in the page's language. */
  title: string
  titleLang?: string
  /** "5 pictures", filled in. */
  count: string
  countLang?: string
  headingLevel?: 2 | 3
}

export function AlbumCard({ album, title, titleLang, count, countLang, headingLevel = 2 }: AlbumCardProps) {
  const cover = getImage(album.cover.childImageSharp?.gatsbyImageData ?? null)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card}>
      {cover ? <GatsbyImage image={cover} alt="" className={styles.cover} /> : null}
      <div className={styles.body}>
        <Heading className={styles.title} lang={titleLang}>
          <SmartLink to={album.path} className={styles.link}>
            {title}
          </SmartLink>
        </Heading>
        <p className={styles.meta}>
          <DualDate iso={album.date} /> · <span lang={countLang}>{count}</span>
        </p>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment AlbumCardFields on GalleryAlbum {
    path
    date
    cover {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
      }
    }
  }
`
