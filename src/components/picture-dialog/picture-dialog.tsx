// A picture shown large in a modal dialog, for the college's gallery and the photo albums: focus moves
// in and stays in; Escape, the close button or a click outside closes it; the arrow keys, the buttons
// and a sideways swipe go to the previous and next pictures. Its position ("Photo 3 of 12") names the
// dialog and is read out again when it changes. Only the picture on show is given, so only it is
// fetched in its large size.
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import React, { useRef } from "react"
import { useArrowKeys } from "../../hooks/use-arrow-keys"
import { useDialogFocus } from "../../hooks/use-dialog-focus"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import * as styles from "./picture-dialog.module.scss"

/** A text and, when it is an English stand-in on a Nepali page, its language. */
export interface DialogText {
  text: string
  lang?: "en"
}

export interface PictureDialogProps {
  /** Which picture of how many, already in the page's digits: the dialog's name. */
  counter: DialogText
  /** The picture on show, in its large size; `key` makes a new one replace the last at once. */
  picture: { key: number; image: IGatsbyImageData | undefined; alt: DialogText } | null
  /** Shown after the counter, under the picture. */
  caption?: DialogText
  labels: { previous: DialogText; next: DialogText; close: DialogText }
  /** -1 for the previous picture, 1 for the next; the caller goes round at either end. */
  onStep: (step: number) => void
  onClose: () => void
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

export function PictureDialog({ counter, picture, caption, labels, onStep, onClose }: PictureDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  useDialogFocus(dialogRef, true, onClose)
  useScrollLock(true)
  useArrowKeys(dialogRef, onStep)
  const swipe = useSwipe(onStep)
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={counter.text} tabIndex={-1} {...swipe}>
        <figure className={styles.figure}>
          {picture?.image ? (
            <GatsbyImage key={picture.key} image={picture.image} alt={picture.alt.text} lang={picture.alt.lang} className={styles.image} loading="eager" />
          ) : null}
          <figcaption className={styles.caption}>
            <span className={styles.counter} aria-live="polite" lang={counter.lang}>
              {counter.text}
            </span>
            {caption ? <span lang={caption.lang}> {caption.text}</span> : null}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => onStep(-1)} lang={labels.previous.lang}>
            <span aria-hidden="true">←</span> {labels.previous.text}
          </button>
          <button type="button" className={styles.button} onClick={() => onStep(1)} lang={labels.next.lang}>
            {labels.next.text} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={onClose} lang={labels.close.lang}>
            {labels.close.text}
          </button>
        </div>
      </div>
    </div>
  )
}
