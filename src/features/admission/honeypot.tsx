// A field no person sees or reaches with the keyboard, and a simple bot fills in: the receiver then
// stores nothing (src/server/receiver.ts). No puzzle for the parent to solve.
import React, { memo } from "react"
import * as styles from "./admission-form.module.scss"

export interface HoneypotProps {
  value: string
  onChange: (value: string) => void
}

// The label is bait for bots, which look for a field of that name; no person reads it in any language.
export const Honeypot = memo(function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true" lang="en">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  )
})
