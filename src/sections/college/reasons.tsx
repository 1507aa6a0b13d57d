// The reasons to choose the +2 programmes, numbered, each with its title and description.
import { graphql } from "gatsby"
import React from "react"
import { useFill } from "../../hooks/use-site"
import { ColumnSection } from "../../components/column-section/column-section"
import * as styles from "./reasons.module.scss"

export function Reasons({ reasons }: { reasons: Queries.CollegeReasonsFieldsFragment }) {
  const fill = useFill()
  return (
    <ColumnSection id="reasons" title={fill(reasons.title)} intro={fill(reasons.intro)}>
      <ol className={styles.list}>
        {reasons.items.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <h3 className={styles.title}>{fill(reason.title)}</h3>
            <p>{fill(reason.text)}</p>
          </li>
        ))}
      </ol>
    </ColumnSection>
  )
}

export const query = graphql`
  fragment CollegeReasonsFields on CollegeReasons {
    title
    intro
    items {
      title
      text
    }
  }
`
