// The first-visit advert (docs/behaviour.md#first-visit-popup): a modal with the advert image linking
// to its target and a close button. The page's HTML holds it inert in a <template>, which the browser
// neither shows nor fetches anything for; on a first visit the page's script copies it into the page
// and drives it (src/lib/first-visit/popup-dialog.ts). Its picture is a plain <picture>: shown by a
// script of the page, it has none of GatsbyImage's own start-up to wait for.
import { getImage } from "gatsby-plugin-image"
import React, { useId } from "react"
import { useFill, useSite } from "../../hooks/use-site"
import { FIRST_VISIT_POPUP, POPUP_CLOSE } from "../../lib/first-visit/popup-dialog"
import { PriorityImage } from "../priority-image/priority-image"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./first-visit-popup.module.scss"

const CLOSES = { [POPUP_CLOSE]: "" }

export function FirstVisitPopup() {
  const { popup } = useSite()
  const fill = useFill()
  const titleId = useId()
  const image = getImage(popup.image.childImageSharp?.gatsbyImageData ?? null)
  return (
    <template {...{ [FIRST_VISIT_POPUP]: "" }}>
      <div className={styles.root} {...{ [FIRST_VISIT_POPUP]: "" }}>
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
    </template>
  )
}
