// The college gallery: its pictures in a grid (lazy, sized to their cells), each a link to its large
// file that the photo viewer (src/lib/gallery/photo-viewer.ts) opens in place, larger in a dialog with
// previous/next, its description under it.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React, { memo } from "react"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import { largeImage, PhotoAlbum, PhotoLink, PhotoViewer } from "../../components/photo-viewer/photo-viewer"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./gallery.module.scss"

// Memoised: React never redraws the pictures or the viewer, which the viewer's script drives.
export const Gallery = memo(function Gallery({ gallery }: { gallery: Queries.CollegeGalleryFieldsFragment }) {
  const fill = useFill()
  const locale = useLocale()
  const total = gallery.images.length
  const label = (key: "previous" | "next" | "close") => ({ text: fill(gallery.labels[key]) })
  return (
    <ColumnSection id="gallery" title={fill(gallery.title)} intro={fill(gallery.intro)}>
      <PhotoAlbum>
        <ul className={styles.grid}>
          {gallery.images.map((item, index) => {
            const thumb = getImage(item.image.thumb?.gatsbyImageData ?? null)
            const alt = { text: fill(item.alt) }
            const counter = fillPlaceholders(fill(gallery.labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) })
            return (
              <li key={index}>
                <PhotoLink photo={{ counter, image: largeImage(getImage(item.image.large?.gatsbyImageData ?? null)), alt, caption: alt }} className={styles.thumb}>
                  {thumb ? <PriorityImage image={thumb} alt={alt.text} className={styles.image} eager={false} /> : null}
                  <span className="visually-hidden">{fill(gallery.labels.open)}</span>
                </PhotoLink>
              </li>
            )
          })}
        </ul>
        <PhotoViewer labels={{ previous: label("previous"), next: label("next"), close: label("close") }} />
      </PhotoAlbum>
    </ColumnSection>
  )
})

export const query = graphql`
  fragment CollegeGalleryFields on CollegeGallery {
    title
    intro
    labels {
      open
      close
      previous
      next
      counter
    }
    images {
      alt
      image {
        thumb: childImageSharp {
          gatsbyImageData(width: 360, aspectRatio: 1.3333, layout: CONSTRAINED, placeholder: NONE)
        }
        large: childImageSharp {
          gatsbyImageData(width: 1200, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
  }
`
