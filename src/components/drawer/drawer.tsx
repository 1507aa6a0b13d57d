// A right-hand modal drawer (docs/behaviour.md#navigation): 300 px wide, 250 ms slide, overlay at .75.
// Escape, the overlay and the close button close it; focus moves in and returns to the opener.
import React, { useId, useRef } from "react"
import { useDialogFocus } from "../../hooks/use-dialog-focus"
import { usePresence } from "../../hooks/use-presence"
import { useScrollLock } from "../../hooks/use-scroll-lock"
import * as styles from "./drawer.module.scss"

export const DRAWER_TRANSITION_MS = 250

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: React.ReactNode
}

export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const { mounted, visible } = usePresence(open, DRAWER_TRANSITION_MS)
  useScrollLock(open)
  useDialogFocus(panelRef, open && mounted, onClose)

  if (!mounted) return null
  return (
    <div className={styles.root} data-visible={visible}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" data-testid="drawer-overlay" />
      <DrawerPanel panelRef={panelRef} titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose}>
        {children}
      </DrawerPanel>
    </div>
  )
}

export interface StaticDrawerProps {
  /** The id the button that opens it names in aria-controls. */
  id: string
  title: string
  closeLabel: string
  children: React.ReactNode
}

/**
 * The same drawer written closed into the HTML of a page served without React (a light page,
 * docs/behaviour.md#light-pages), for that page's own script (src/light/drawer.ts) to open and close:
 * the overlay and the close button say so with data-drawer-close.
 */
export function StaticDrawer({ id, title, closeLabel, children }: StaticDrawerProps) {
  const titleId = useId()
  return (
    <div id={id} className={styles.root} data-visible="false" data-static-drawer="" hidden>
      <div className={styles.overlay} aria-hidden="true" data-drawer-close="" />
      <DrawerPanel titleId={titleId} title={title} closeLabel={closeLabel}>
        {children}
      </DrawerPanel>
    </div>
  )
}

interface DrawerPanelProps {
  panelRef?: React.Ref<HTMLDivElement>
  titleId: string
  title: string
  closeLabel: string
  onClose?: () => void
  children: React.ReactNode
}

function DrawerPanel({ panelRef, titleId, title, closeLabel, onClose, children }: DrawerPanelProps) {
  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} data-drawer-close="">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 2l12 12M14 2 2 14" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {children}
    </div>
  )
}
