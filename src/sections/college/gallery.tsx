// The college gallery: its pictures in a grid (lazy, sized to their cells); selecting one opens it
// larger in a dialog with previous/next (Lightbox).
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React, { useState } from "react"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { Lightbox } from "./lightbox"
import * as styles from "./gallery.module.scss"

export function Gallery({ gallery }: { gallery: Queries.CollegeGalleryFieldsFragment }) {
  const fill = useFill()
  const [open, setOpen] = useState<number | null>(null)
  return (
    <ColumnSection id="gallery" title={fill(gallery.title)} intro={fill(gallery.intro)}>
      <ul className={styles.grid}>
        {gallery.images.map((item, index) => {
          const thumb = getImage(item.image.thumb?.gatsbyImageData ?? null)
          return (
            <li key={index}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setOpen(index)}
                aria-haspopup="dialog"
              >
                {/* A plain <picture>, not GatsbyImage: a button may hold only phrasing content, and
                    GatsbyImage's wrappers are <div>s. */}
                {thumb ? <PriorityImage image={thumb} alt={fill(item.alt)} className={styles.image} eager={false} /> : null}
                <span className="visually-hidden">{fill(gallery.labels.open)}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {open !== null ? (
        <Lightbox gallery={gallery} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </ColumnSection>
  )
}

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
