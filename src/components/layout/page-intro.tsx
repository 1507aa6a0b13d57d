// A page's heading and introduction, for pages whose full content comes from their own sections.
import React from "react"
import * as styles from "./page-intro.module.scss"

export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: React.ReactNode }) {
  return (
    <section className={styles.intro}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{intro}</p>
      {children}
    </section>
  )
}
