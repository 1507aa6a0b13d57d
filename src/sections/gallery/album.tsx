// An album's page: its title, date and description, then its pictures in a grid (small, lazily
// loaded, only the first fetched at once), each a link to its large file that the photo viewer opens
// in place (src/lib/gallery/photo-viewer.ts; docs/behaviour.md#pages, "Photo albums"). The viewer
// keeps its place in the address (?photo=3), so a shared link opens the same picture, and on closing,
// focus goes back to the last picture shown. The page's `photo-album` module starts the viewer on this
// markup in the browser.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React, { memo } from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { PageIntro } from "../../components/layout/page-intro"
import { largeImage, PhotoAlbum, PhotoLink, PhotoViewer, type PhotoData } from "../../components/photo-viewer/photo-viewer"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { GALLERY_PATH } from "../../lib/gallery/paths"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt, type LangOf } from "../../lib/i18n/stand-ins"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import * as styles from "./gallery.module.scss"

export type AlbumData = Queries.AlbumFieldsFragment
export type GalleryLabels = Queries.GalleryLabelsFieldsFragment

export interface AlbumProps {
  album: AlbumData
  labels: GalleryLabels
  /** data/gallery.json's untranslated paths, for the labels. */
  labelsUntranslated: readonly string[]
}

// Memoised: React never redraws the pictures or the viewer, which the viewer's script drives.
export const Album = memo(function Album({ album, labels, labelsUntranslated }: AlbumProps) {
  const fill = useFill()
  const locale = useLocale()
  const langOf: LangOf = (path) => (path.startsWith("labels.") ? langAt(labelsUntranslated, path) : langAt(album.untranslated, path))
  const total = album.pictures.length
  const label = (key: "previous" | "next" | "close") => ({ text: fill(labels[key]), lang: langOf(`labels.${key}`) })
  const photoAt = (index: number): PhotoData => {
    const picture = album.pictures[index]!
    const at = `pictures[${index}]`
    return {
      counter: fillPlaceholders(fill(labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) }),
      image: largeImage(getImage(picture.image.large?.gatsbyImageData ?? null)),
      alt: { text: fill(picture.alt), lang: langOf(`${at}.alt`) },
      ...(picture.caption ? { caption: { text: fill(picture.caption), lang: langOf(`${at}.caption`) } } : {}),
    }
  }

  return (
    <>
      <PageIntro heading={fill(album.title)} intro={fill(album.description)} headingLang={langOf("title")} introLang={langOf("description")}>
        <p className={styles.date}>
          <DualDate iso={album.date} />
        </p>
      </PageIntro>
      <PhotoAlbum keepsAddress className={styles.body}>
        <p className={styles.back}>
          <SmartLink to={GALLERY_PATH} lang={langOf("labels.back")}>
            <span aria-hidden="true">← </span>
            {fill(labels.back)}
          </SmartLink>
        </p>
        <ul className={styles.pictures}>
          {album.pictures.map((picture, index) => {
            const thumb = getImage(picture.image.thumb?.gatsbyImageData ?? null)
            return (
              <li key={index} id={`photo-${index + 1}`}>
                <figure className={styles.picture}>
                  <PhotoLink photo={photoAt(index)} className={styles.thumb}>
                    {/* A plain <picture>, as the HTML writes it: only the first is fetched at once
                        (it may be the page's largest paint); the rest as they come near the screen. */}
                    {thumb ? <PriorityImage image={thumb} alt={fill(picture.alt)} className={styles.image} eager={index === 0} /> : null}
                    <span className="visually-hidden" lang={langOf("labels.open")}>
                      {fill(labels.open)}
                    </span>
                  </PhotoLink>
                  {picture.caption ? (
                    <figcaption className={styles.caption} lang={langOf(`pictures[${index}].caption`)}>
                      {fill(picture.caption)}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            )
          })}
        </ul>
        <PhotoViewer labels={{ previous: label("previous"), next: label("next"), close: label("close") }} counterLang={langOf("labels.counter")} />
      </PhotoAlbum>
    </>
  )
})

export const query = graphql`
  fragment GalleryLabelsFields on GalleryLabels {
    count
    open
    close
    previous
    next
    counter
    back
    newest
    all
  }
  fragment AlbumFields on GalleryAlbum {
    untranslated
    title
    date
    description
    pictures {
      alt
      caption
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
