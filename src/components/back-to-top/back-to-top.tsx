// Takes the visitor back to the top of the page: the page's script (src/browser/frame/back-to-top.ts)
// wires every button with this mark (smooth scrolling, and focus to the start of the page).
import React from "react"
import { BACK_TO_TOP } from "../../lib/page-frame"
import { Button } from "../button/button"
import * as styles from "./back-to-top.module.scss"

export function BackToTop({ label }: { label: string }) {
  return (
    <Button shape="pill" className={styles.top} {...{ [BACK_TO_TOP]: "" }}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 13V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </Button>
  )
}
