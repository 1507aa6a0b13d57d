// A gallery picture shown large in a modal dialog: focus moves in and stays in, Escape or a click
// outside closes it and focus goes back to the thumbnail; the arrow keys and the buttons go to the
// previous and next pictures.
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import React, { useRef } from "react"
import { useArrowKeys } from "../../hooks/use-arrow-keys"
import { useDialogFocus } from "../../hooks/use-dialog-focus"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import { useFill } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import { fillPlaceholders } from "../../lib/placeholders"
import * as styles from "./lightbox.module.scss"

export interface LightboxProps {
  gallery: Queries.CollegeGalleryFieldsFragment
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
}

export function Lightbox({ gallery, index, onIndexChange, onClose }: LightboxProps) {
  const fill = useFill()
  const locale = useLocale()
  const dialogRef = useRef<HTMLDivElement>(null)
  const total = gallery.images.length
  const go = (step: number) => onIndexChange((index + step + total) % total)
  useDialogFocus(dialogRef, true, onClose)
  useScrollLock(true)
  useArrowKeys(dialogRef, go)

  const item = gallery.images[index]
  const image = getImage(item?.image.large?.gatsbyImageData ?? null)
  const counter = fillPlaceholders(fill(gallery.labels.counter), { current: toLocaleDigits(index + 1, locale), total: toLocaleDigits(total, locale) })
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={counter} tabIndex={-1}>
        <figure className={styles.figure}>
          {image && item ? (
            <GatsbyImage image={image} alt={fill(item.alt)} className={styles.image} loading="eager" />
          ) : null}
          <figcaption className={styles.caption}>
            <span className={styles.counter}>{counter}</span> {item ? fill(item.alt) : null}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => go(-1)}>
            <span aria-hidden="true">←</span> {fill(gallery.labels.previous)}
          </button>
          <button type="button" className={styles.button} onClick={() => go(1)}>
            {fill(gallery.labels.next)} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={onClose}>
            {fill(gallery.labels.close)}
          </button>
        </div>
      </div>
    </div>
  )
}
