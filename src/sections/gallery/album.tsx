// An album's page: its title, date and description, then its pictures as buttons in a grid (small,
// lazily loaded, only the first fetched at once); a picture opens large in the PhotoViewer. The
// viewer keeps its place in the address (?photo=3, src/lib/gallery/photo-address.ts), so a shared
// link opens the same picture, and on closing, focus goes back to the last picture shown.
import { graphql } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import React, { useEffect, useRef, useState } from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { PageIntro } from "../../components/layout/page-intro"
import { PriorityImage } from "../../components/priority-image/priority-image"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { GALLERY_PATH } from "../../lib/gallery/paths"
import { photoFromSearch, searchWithPhoto } from "../../lib/gallery/photo-address"
import { langAt } from "../../lib/i18n/stand-ins"
import { PhotoViewer } from "./photo-viewer"
import * as styles from "./gallery.module.scss"

export type AlbumData = Queries.AlbumFieldsFragment
export type GalleryLabels = Queries.GalleryLabelsFieldsFragment
/** The language of a text at a path of the album ("pictures[2].alt") or of the labels ("labels.close"). */
export type LangOf = (path: string) => "en" | undefined

export interface AlbumProps {
  album: AlbumData
  labels: GalleryLabels
  /** data/gallery.json's untranslated paths, for the labels. */
  labelsUntranslated: readonly string[]
}

function setAddress(index: number | null) {
  const { pathname, search, hash } = window.location
  // Gatsby's router keeps its own key in history.state: keep it, and add no history entry per picture.
  window.history.replaceState(window.history.state, "", `${pathname}${searchWithPhoto(search, index)}${hash}`)
}

export function Album({ album, labels, labelsUntranslated }: AlbumProps) {
  const fill = useFill()
  const langOf: LangOf = (path) => (path.startsWith("labels.") ? langAt(labelsUntranslated, path) : langAt(album.untranslated, path))
  const [open, setOpen] = useState<number | null>(null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const returnTo = useRef<number | null>(null)
  const total = album.pictures.length

  // A shared link (?photo=3) opens its picture once the page runs.
  useEffect(() => {
    const asked = photoFromSearch(window.location.search, total)
    if (asked !== null) setOpen(asked)
  }, [total])

  // After the viewer closes (and its own clean-up gave focus back to whatever opened it), focus the
  // picture the visitor last saw, which is where they are in the album now.
  useEffect(() => {
    if (open !== null || returnTo.current === null) return
    thumbs.current[returnTo.current]?.focus()
    returnTo.current = null
  }, [open])

  const show = (index: number) => {
    setOpen(index)
    setAddress(index)
  }
  const close = () => {
    returnTo.current = open
    setOpen(null)
    setAddress(null)
  }

  return (
    <>
      <PageIntro heading={fill(album.title)} intro={fill(album.description)} headingLang={langOf("title")} introLang={langOf("description")}>
        <p className={styles.date}>
          <DualDate iso={album.date} />
        </p>
      </PageIntro>
      <div className={styles.body}>
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
                  <button
                    ref={(element) => {
                      thumbs.current[index] = element
                    }}
                    type="button"
                    className={styles.thumb}
                    onClick={() => show(index)}
                    aria-haspopup="dialog"
                  >
                    {/* A plain <picture>, not GatsbyImage: a button may hold only phrasing content. Only
                        the first is fetched at once (it may be the page's largest paint); the rest as
                        they come near the screen. */}
                    {thumb ? <PriorityImage image={thumb} alt={fill(picture.alt)} className={styles.image} eager={index === 0} /> : null}
                    <span className="visually-hidden" lang={langOf("labels.open")}>
                      {fill(labels.open)}
                    </span>
                  </button>
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
      </div>
      {open !== null ? <PhotoViewer album={album} labels={labels} index={open} onIndexChange={show} onClose={close} langOf={langOf} /> : null}
    </>
  )
}

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
