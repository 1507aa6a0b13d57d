// An album's picture shown large in a modal dialog: focus moves in and stays in; Escape, the close
// button or a click outside closes it; the arrow keys, the buttons and a sideways swipe go to the
// previous and next pictures. Only the picture on show is fetched in its large size. Its position
// ("Photo 3 of 12") names the dialog and is read out again when it changes.
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React, { useRef } from "react"
import { useArrowKeys } from "../../hooks/use-arrow-keys"
import { useDialogFocus } from "../../hooks/use-dialog-focus"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import { useFill } from "../../hooks/use-site"
import { stepPhoto } from "../../lib/gallery/photo-address"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import type { AlbumData, GalleryLabels, LangOf } from "./album"
import * as styles from "./photo-viewer.module.scss"

export interface PhotoViewerProps {
  album: AlbumData
  labels: GalleryLabels
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  langOf: LangOf
}

// A swipe is a mostly sideways move of at least this many CSS pixels.
const SWIPE_MIN = 40

function useSwipe(onStep: (step: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0]
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const touch = event.changedTouches[0]
      const from = start.current
      start.current = null
      if (!touch || !from) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      // Left goes on to the next picture, as turning a page does.
      if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) onStep(dx < 0 ? 1 : -1)
    },
  }
}

export function PhotoViewer({ album, labels, index, onIndexChange, onClose, langOf }: PhotoViewerProps) {
  const fill = useFill()
  const locale = useLocale()
  const dialogRef = useRef<HTMLDivElement>(null)
  const total = album.pictures.length
  const go = (step: number) => onIndexChange(stepPhoto(index, step, total))
  useDialogFocus(dialogRef, true, onClose)
  useScrollLock(true)
  useArrowKeys(dialogRef, go)
  const swipe = useSwipe(go)

  const picture = album.pictures[index]
  const image = getImage(picture?.image.large?.gatsbyImageData ?? null)
  const counter = fillPlaceholders(fill(labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) })
  const at = `pictures[${index}]`
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={counter} tabIndex={-1} {...swipe}>
        <figure className={styles.figure}>
          {image && picture ? (
            <GatsbyImage key={index} image={image} alt={fill(picture.alt)} className={styles.image} loading="eager" lang={langOf(`${at}.alt`)} />
          ) : null}
          <figcaption className={styles.caption}>
            <span className={styles.counter} aria-live="polite" lang={langOf("labels.counter")}>
              {counter}
            </span>
            {picture?.caption ? <span lang={langOf(`${at}.caption`)}> {fill(picture.caption)}</span> : null}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => go(-1)} lang={langOf("labels.previous")}>
            <span aria-hidden="true">←</span> {fill(labels.previous)}
          </button>
          <button type="button" className={styles.button} onClick={() => go(1)} lang={langOf("labels.next")}>
            {fill(labels.next)} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={onClose} lang={langOf("labels.close")}>
            {fill(labels.close)}
          </button>
        </div>
      </div>
    </div>
  )
}
