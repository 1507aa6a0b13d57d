// '{brand} Culture': the school in numbers, each with an icon. A caption is optional; the number then
// stands alone, at the same size and place.
import { graphql } from "gatsby"
import React from "react"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import * as styles from "./culture.module.scss"

export function HomeCulture({ culture }: { culture: Queries.HomeCultureFieldsFragment }) {
  const fill = useFill()
  return (
    <Section id="culture" title={fill(culture.title)} intro={culture.intro ? fill(culture.intro) : undefined} tone="brand">
      <ul className={styles.stats}>
        {culture.stats.map((stat) => (
          <li key={stat.number} className={styles.stat}>
            {stat.icon.publicURL ? (
              <img src={stat.icon.publicURL} alt="" width={48} height={48} loading="lazy" className={styles.icon} />
            ) : null}
            <p className={styles.number}>{fill(stat.number)}</p>
            {stat.caption ? <p className={styles.caption}>{fill(stat.caption)}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment HomeCultureFields on HomeCulture {
    title
    intro
    stats {
      number
      caption
      icon {
        publicURL
      }
    }
  }
`
