// A titled section inside the content column of a category page (the college home's welcome, values,
// gallery …). Unlike the full-width Section, it has no band of colour and no width of its own.
import React from "react"
import * as styles from "./column-section.module.scss"

export interface ColumnSectionProps {
  id: string
  title: string
  intro?: string
  children: React.ReactNode
}

export function ColumnSection({ id, title, intro, children }: ColumnSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  )
}
