// 'We are {name}': the page's h1, an introduction and links that jump down the page
// ('know more about us' to #vision, 'meet our team' to #teams). Plain in-page links, so the browser
// lands them below the sticky bar (scroll-padding-top in global.scss) and moves focus with them.
import React from "react"
import { useFill } from "../../hooks/use-site"
import * as styles from "./hero.module.scss"

export interface AboutHeroProps {
  heading: string
  intro: string
  anchors: readonly { label: string; to: string }[]
}

export function AboutHero({ heading, intro, anchors }: AboutHeroProps) {
  const fill = useFill()
  return (
    <section className={styles.hero} aria-labelledby="about-heading">
      <div className={styles.inner}>
        <h1 id="about-heading" className={styles.heading}>
          {fill(heading)}
        </h1>
        <p className={styles.lead}>{fill(intro)}</p>
        <ul className={styles.anchors}>
          {anchors.map((anchor) => (
            <li key={anchor.to}>
              <a href={anchor.to} className={styles.anchor}>
                {fill(anchor.label)}
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M8 3v10M3 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
