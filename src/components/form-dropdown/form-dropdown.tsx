// The 'Form' dropdown of the navigation bar: a disclosure button and a list of form links, written
// closed. The page's script (src/browser/frame/dropdowns.ts, which finds it by DROPDOWN) opens it and
// closes it on an outside click, on Escape (focus back on the button) and on choosing an item.
import React, { useId } from "react"
import { DROPDOWN } from "../../lib/page-frame"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./form-dropdown.module.scss"

export interface DropdownItem {
  label: string
  to: string
}

export interface FormDropdownProps {
  label: string
  items: readonly DropdownItem[]
  /** popover floats under the button (navigation bar); inline pushes content down (drawer). */
  variant?: "popover" | "inline"
}

export function FormDropdown({ label, items, variant = "popover" }: FormDropdownProps) {
  const listId = useId()
  return (
    <div className={`${styles.dropdown} ${styles[variant]}`} {...{ [DROPDOWN]: "" }}>
      <button type="button" className={styles.toggle} aria-expanded={false} aria-controls={listId}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true" focusable="false">
          <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden>
        {items.map((item) => (
          <li key={item.to}>
            <SmartLink to={item.to} className={styles.item}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
