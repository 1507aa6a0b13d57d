// The 'Form' dropdown of the navigation bar: a disclosure button and a list of form links. Closes on an
// outside click, on Escape (focus back on the button) and on choosing an item. On a light page, whose
// HTML React never runs, the page's own script does the same with this markup (src/light/dropdowns.ts,
// which finds it by data-dropdown).
import React, { useEffect, useId, useRef, useState } from "react"
import { SmartLink } from "../smart-link/smart-link"
import * as styles from "./form-dropdown.module.scss"

export interface DropdownItem {
  label: string
  to: string
}

export interface FormDropdownProps {
  label: string
  items: readonly DropdownItem[]
  /** Called each time the list opens (it ends the first visit). */
  onOpen?: () => void
  /** Called after an item is chosen (the drawer closes itself with it). */
  onChoose?: () => void
  /** popover floats under the button (navigation bar); inline pushes content down (drawer). */
  variant?: "popover" | "inline"
}

export function FormDropdown({ label, items, onOpen, onChoose, variant = "popover" }: FormDropdownProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useEffect(() => {
    if (!open) return undefined
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return
      // Inside a drawer, Escape closes the list first and leaves the drawer open.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
    const root = rootRef.current
    document.addEventListener("pointerdown", onPointerDown)
    root?.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      root?.removeEventListener("keydown", onKeyDown)
    }
  }, [open])

  function toggle() {
    if (!open) onOpen?.()
    setOpen(!open)
  }

  function choose() {
    setOpen(false)
    onChoose?.()
  }

  return (
    <div ref={rootRef} className={`${styles.dropdown} ${styles[variant]}`} data-dropdown="">
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true" focusable="false">
          <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <SmartLink to={item.to} className={styles.item} onClick={choose}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
