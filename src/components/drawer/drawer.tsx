// A right-hand modal drawer (docs/behaviour.md#navigation): 300 px wide, 250 ms slide, overlay at .75.
// This writes it closed into the page; the page's script (src/browser/frame/drawer.ts) opens and
// closes it: the overlay and the close button say so with DRAWER_CLOSE.
import React, { useId } from "react"
import { DRAWER, DRAWER_CLOSE } from "../../lib/page-frame"
import * as styles from "./drawer.module.scss"

export interface DrawerProps {
  /** The id the button that opens it names in aria-controls. */
  id: string
  title: string
  closeLabel: string
  children: React.ReactNode
}

const CLOSES = { [DRAWER_CLOSE]: "" }

export function Drawer({ id, title, closeLabel, children }: DrawerProps) {
  const titleId = useId()
  return (
    <div id={id} className={styles.root} data-visible="false" {...{ [DRAWER]: "" }} hidden>
      <div className={styles.overlay} aria-hidden="true" {...CLOSES} />
      <div className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} {...CLOSES}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M2 2l12 12M14 2 2 14" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
