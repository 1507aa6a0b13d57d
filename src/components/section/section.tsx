// A page section with its heading: the building block of every page's content.
import React from "react"
import * as styles from "./section.module.scss"

export type SectionTone = "plain" | "alt" | "brand"

export interface SectionProps {
  id?: string
  title: string
  intro?: string
  tone?: SectionTone
  children?: React.ReactNode
}

export function Section({ id, title, intro, tone = "plain", children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <SectionHeading id={headingId} title={title} intro={intro} />
        {children}
      </div>
    </section>
  )
}

function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string }) {
  return (
    <header className={styles.heading}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  )
}
