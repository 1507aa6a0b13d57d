// 'Our Model' of a faculty page (docs/behaviour.md#pages): eligibility, scholarship (the description
// where the faculty has no scholarship text), the subjects, and the optional subjects only when there
// are any.
import { graphql } from "gatsby"
import React from "react"
import { Section } from "../../components/section/section"
import { useFill } from "../../hooks/use-site"
import * as styles from "./faculty-model.module.scss"

export interface FacultyModelProps {
  faculty: Queries.FacultyModelFieldsFragment
  labels: Queries.FacultyLabelsFieldsFragment
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.block}>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </div>
  )
}

function SubjectList({ subjects }: { subjects: readonly string[] }) {
  const fill = useFill()
  return (
    <ul className={styles.subjects}>
      {subjects.map((subject) => (
        <li key={subject}>{fill(subject)}</li>
      ))}
    </ul>
  )
}

export function FacultyModel({ faculty, labels }: FacultyModelProps) {
  const fill = useFill()
  return (
    <Section id="model" title={fill(labels.model)} tone="alt">
      <div className={styles.grid}>
        <Block title={fill(labels.eligibility)}>
          {faculty.eligibility.map((paragraph, index) => (
            <p key={index}>{fill(paragraph)}</p>
          ))}
        </Block>
        <Block title={fill(labels.scholarship)}>
          <p>{fill(faculty.scholarship ?? faculty.description)}</p>
        </Block>
        <Block title={fill(labels.subjects)}>
          <SubjectList subjects={faculty.subjects} />
        </Block>
        {faculty.optionalSubjects.length > 0 ? (
          <Block title={fill(labels.optionalSubjects)}>
            <SubjectList subjects={faculty.optionalSubjects} />
          </Block>
        ) : null}
      </div>
    </Section>
  )
}

export const query = graphql`
  fragment FacultyModelFields on Faculty {
    description
    eligibility
    scholarship
    subjects
    optionalSubjects
  }
  fragment FacultyLabelsFields on FacultyLabels {
    model
    eligibility
    scholarship
    subjects
    optionalSubjects
    apply {
      label
      to
    }
    back {
      label
      to
    }
  }
`
