// The photo viewer's markup: each picture as a link to its large file, carrying what the viewer shows
// of it (PhotoLink), the viewer written hidden once (PhotoViewer), and the element that holds them
// both (PhotoAlbum). The viewer itself is plain DOM (src/lib/gallery/photo-viewer.ts), which the
// page's `photo-album` module (src/browser/modules/photo-album.ts) starts on this markup in the browser.
// The dialog's slots are empty here: the viewer fills them.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import React, { useId, type ReactNode } from "react"
import {
  PHOTO_ADDRESS,
  PHOTO_ALBUM,
  PHOTO_CLOSE,
  PHOTO_DATA,
  PHOTO_SLOT,
  PHOTO_STEP,
  PHOTO_VIEWER,
  type LargeImage,
  type PhotoData,
  type PhotoText,
} from "../../lib/gallery/photo-viewer"
import { moduleAttribute } from "../../lib/modules/names"
import { intrinsicSize } from "../priority-image/priority-image"
import * as styles from "./photo-viewer.module.scss"

export type { PhotoData, PhotoText }

/** The large file's data for the viewer, from the picture's gatsbyImageData; null without one. */
export function largeImage(image: IGatsbyImageData | undefined): LargeImage | null {
  const fallback = image?.images.fallback
  if (!image || !fallback?.src) return null
  return {
    sources: (image.images.sources ?? []).map(({ type, srcSet, sizes }) => ({ ...(type ? { type } : {}), srcSet, ...(sizes ? { sizes } : {}) })),
    src: fallback.src,
    ...(fallback.srcSet ? { srcSet: fallback.srcSet } : {}),
    ...(fallback.sizes ? { sizes: fallback.sizes } : {}),
    ...intrinsicSize(image.width, image.height),
  }
}

export interface PhotoAlbumProps {
  /** The viewer keeps its place in the address (?photo=3) and opens the picture a shared link names. */
  keepsAddress?: boolean
  className?: string
  children: ReactNode
}

/** Holds an album's links and its viewer, for the viewer's module to start on. */
export function PhotoAlbum({ keepsAddress = false, className, children }: PhotoAlbumProps) {
  return (
    <div className={className} {...moduleAttribute("photo-album")} {...{ [PHOTO_ALBUM]: "" }} {...(keepsAddress ? { [PHOTO_ADDRESS]: "" } : {})}>
      {children}
    </div>
  )
}

export interface PhotoLinkProps {
  photo: PhotoData
  className?: string
  children: ReactNode
}

/** A picture of the album: a link to its large file, which the viewer opens in place when it runs. */
export function PhotoLink({ photo, className, children }: PhotoLinkProps) {
  return (
    <a href={photo.image?.src} className={className} aria-haspopup="dialog" {...{ [PHOTO_DATA]: JSON.stringify(photo) }}>
      {children}
    </a>
  )
}

export interface PhotoViewerProps {
  labels: { previous: PhotoText; next: PhotoText; close: PhotoText }
  /** The counter's language, when its words are an English stand-in on a Nepali page. */
  counterLang?: "en"
}

/** The viewer, hidden until a picture opens; the dialog is named by its counter. */
export function PhotoViewer({ labels, counterLang }: PhotoViewerProps) {
  const counterId = useId()
  const slot = (name: "image" | "counter" | "caption") => ({ [PHOTO_SLOT]: name })
  return (
    <div className={styles.root} hidden {...{ [PHOTO_VIEWER]: "" }}>
      <div className={styles.backdrop} aria-hidden="true" {...{ [PHOTO_CLOSE]: "" }} />
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={counterId} tabIndex={-1}>
        <figure className={styles.figure}>
          <div className={styles.image} {...slot("image")} />
          <figcaption className={styles.caption}>
            <span id={counterId} className={styles.counter} aria-live="polite" lang={counterLang} {...slot("counter")} />{" "}
            <span {...slot("caption")} />
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.button} lang={labels.previous.lang} {...{ [PHOTO_STEP]: "-1" }}>
            <span aria-hidden="true">←</span> {labels.previous.text}
          </button>
          <button type="button" className={styles.button} lang={labels.next.lang} {...{ [PHOTO_STEP]: "1" }}>
            {labels.next.text} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.close}`} lang={labels.close.lang} {...{ [PHOTO_CLOSE]: "" }}>
            {labels.close.text}
          </button>
        </div>
      </div>
    </div>
  )
}
