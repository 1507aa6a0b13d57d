// The first-visit advert (docs/behaviour.md#first-visit-popup): a modal with the advert image linking
// to its target and a close button. It opens after mount while the first-time flag is set, so it never
// appears in the prebuilt HTML; closing it ends the first visit. Its picture is a plain <picture>: being
// drawn in the browser, a GatsbyImage would fetch the plugin's client renderer (react-dom/server) on
// every first visit to Home, for one picture that needs none of it.
import { getImage } from "gatsby-plugin-image"
import React, { useEffect, useId, useRef, useState } from "react"
import { useDialogFocus } from "../../hooks/use-dialog-focus"
import { useFill, useSite } from "../../hooks/use-site"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import { useFirstVisit } from "../../state/first-visit"
import { PriorityImage } from "../priority-image/priority-image"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./first-visit-popup.module.scss"

export function FirstVisitPopup() {
  const { popup } = useSite()
  const fill = useFill()
  const { isFirstVisit, endFirstVisit } = useFirstVisit()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (isFirstVisit) setOpen(true)
  }, [isFirstVisit])

  function close() {
    setOpen(false)
    endFirstVisit()
  }

  useScrollLock(open)
  useDialogFocus(dialogRef, open, close)

  if (!open) return null
  const image = getImage(popup.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="popup-backdrop" />
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="visually-hidden">
          {fill(popup.title)}
        </h2>
        <SmartLink to={fill(popup.to)} className={styles.advert} onClick={close}>
          {image ? <PriorityImage image={image} alt={fill(popup.alt)} /> : fill(popup.alt)}
        </SmartLink>
        <button type="button" className={styles.close} onClick={close} aria-label={fill(popup.closeLabel)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2 2 14" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
    </div>
  )
}
