// A page section with its heading: the building block of every page's content.
import React from "react"
import * as styles from "./section.module.scss"

export type SectionTone = "plain" | "alt" | "brand"

export interface SectionProps {
  id?: string
  title: string
  /** A short line above the title, e.g. the brand. */
  eyebrow?: string
  intro?: string
  tone?: SectionTone
  /** Full-bleed content (a video band, a map) has no inner width limit. */
  wide?: boolean
  children?: React.ReactNode
}

export function Section({ id, title, eyebrow, intro, tone = "plain", wide = false, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={wide ? undefined : styles.inner}>
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} />
        {children}
      </div>
    </section>
  )
}

export function SectionHeading({ id, title, eyebrow, intro }: { id?: string; title: string; eyebrow?: string; intro?: string }) {
  return (
    <header className={styles.heading}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  )
}
