// A page's heading and introduction, for pages whose full content comes from their own sections.
// Either text may be English standing in for a missing Nepali one: its lang says so (langAt in
// src/lib/i18n/stand-ins.ts).
import React from "react"
import * as styles from "./page-intro.module.scss"

export interface PageIntroProps {
  heading: string
  intro: string
  headingLang?: string
  introLang?: string
  children?: React.ReactNode
}

export function PageIntro({ heading, intro, headingLang, introLang, children }: PageIntroProps) {
  return (
    <section className={styles.intro}>
      <h1 lang={headingLang}>{heading}</h1>
      <p className={styles.lead} lang={introLang}>
        {intro}
      </p>
      {children}
    </section>
  )
}
