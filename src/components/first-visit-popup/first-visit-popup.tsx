// The first-visit advert (docs/behaviour.md#first-visit-popup): a modal with the advert image linking
// to its target and a close button. This writes the markup; its behaviour is plain DOM
// (src/lib/first-visit/popup-dialog.ts), which Home's light page runs on the same markup. React draws
// it after mount while the first-time flag is set, so it is never shown by the prebuilt HTML; the HTML
// of a light page holds it inert in a <template>, for the page's script to show on a first visit.
// Its picture is a plain <picture>: being drawn in the browser, a GatsbyImage would fetch the plugin's
// client renderer (react-dom/server) on every first visit to Home, for one picture that needs none of it.
import { getImage } from "gatsby-plugin-image"
import React, { useEffect, useId, useRef, useState } from "react"
import { useBeforePaintEffect } from "../../hooks/use-before-paint-effect"
import { useFill, useSite } from "../../hooks/use-site"
import { drivePopup, FIRST_VISIT_POPUP, POPUP_CLOSE } from "../../lib/first-visit/popup-dialog"
import { useFirstVisit } from "../../state/first-visit"
import { useWritesLightHtml } from "../../state/light-html"
import { PriorityImage } from "../priority-image/priority-image"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./first-visit-popup.module.scss"

const CLOSES = { [POPUP_CLOSE]: "" }

export function FirstVisitPopup() {
  if (useWritesLightHtml()) {
    return (
      <template {...{ [FIRST_VISIT_POPUP]: "" }}>
        <PopupMarkup />
      </template>
    )
  }
  return <LivePopup />
}

function LivePopup() {
  const { isFirstVisit, endFirstVisit } = useFirstVisit()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (isFirstVisit) setOpen(true)
  }, [isFirstVisit])

  // Before the first paint of the popup, so the page never scrolls under it for a frame. Closing gives
  // focus back in the visitor's event, before React takes the popup out, so React's own restoring of
  // focus after that commit finds it already where it belongs.
  useBeforePaintEffect(() => {
    if (!open || !rootRef.current) return undefined
    return drivePopup(rootRef.current, () => {
      setOpen(false)
      endFirstVisit()
    })
  }, [open, endFirstVisit])

  return open ? <PopupMarkup rootRef={rootRef} /> : null
}

function PopupMarkup({ rootRef }: { rootRef?: React.Ref<HTMLDivElement> }) {
  const { popup } = useSite()
  const fill = useFill()
  const titleId = useId()
  const image = getImage(popup.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <div ref={rootRef} className={styles.root} {...{ [FIRST_VISIT_POPUP]: "" }}>
      <div className={styles.backdrop} aria-hidden="true" data-testid="popup-backdrop" {...CLOSES} />
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="visually-hidden">
          {fill(popup.title)}
        </h2>
        <SmartLink to={fill(popup.to)} className={styles.advert} {...CLOSES}>
          {image ? <PriorityImage image={image} alt={fill(popup.alt)} /> : fill(popup.alt)}
        </SmartLink>
        <button type="button" className={styles.close} aria-label={fill(popup.closeLabel)} {...CLOSES}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2 2 14" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
    </div>
  )
}
