// Beside the form: how admission works, step by step, and whom to ask.
import React from "react"
import * as styles from "./admission-aside.module.scss"

export interface AdmissionAsideProps {
  aside: { title: string; steps: readonly string[]; contactTitle: string; contactText: string }
  fill: (text: string) => string
}

export function AdmissionAside({ aside, fill }: AdmissionAsideProps) {
  return (
    <aside className={styles.aside} aria-labelledby="admission-aside-title">
      <h2 id="admission-aside-title">{fill(aside.title)}</h2>
      <ol className={styles.steps}>
        {aside.steps.map((step) => (
          <li key={step}>{fill(step)}</li>
        ))}
      </ol>
      <h2>{fill(aside.contactTitle)}</h2>
      <p>{fill(aside.contactText)}</p>
    </aside>
  )
}
