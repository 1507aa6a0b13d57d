// Exam results: a student opens their own marksheet from the details on the admit card. The words come
// from data/results.json; the exams and their encrypted records from static/results/ (`npm run results`).
import { graphql, type PageProps } from "gatsby"
import React from "react"
import { PageIntro } from "../components/layout/page-intro"
import { pageHead } from "../components/seo/page-head"
import { ResultsLookup } from "../features/results/results-lookup"
import { useFill } from "../hooks/use-site"
import * as styles from "../features/results/results.module.scss"

export default function ResultsPage({ data }: PageProps<Queries.ResultsPageQuery>) {
  const fill = useFill()
  const texts = data.resultsJson
  if (!texts) return null
  return (
    <>
      <div className={styles.intro}>
        <PageIntro heading={fill(texts.heading)} intro={fill(texts.intro)} />
      </div>
      <div className={styles.body}>
        <ResultsLookup texts={texts} />
        <section className={styles.about}>
          <h2>{fill(texts.about.heading)}</h2>
          {texts.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      </div>
    </>
  )
}

export const query = graphql`
  query ResultsPage($locale: String!) {
    resultsJson(locale: { eq: $locale }) {
      ...PageHeadFields
      form {
        legend
        exam
        symbolNumber
        symbolNumberHint
        dateOfBirth
        dateOfBirthHint
        dateOfBirthExample
        accessCode
        accessCodeHint
        submit
        working
      }
      messages {
        loading
        noExams
        opens
        missing
        dateFormat
        notFound
        unreadable
        network
        unsupported
      }
      marksheet {
        heading
        exam
        name
        class
        symbolNumber
        dateOfBirth
        subject
        creditHours
        marks
        grade
        gradePoint
        gpa
        remarks
        notice
        print
        another
      }
      about {
        heading
        paragraphs
      }
    }
  }
`

// Heads are rendered outside the layout, so each gets the page's language itself.
export const Head = pageHead<Queries.ResultsPageQuery>((data) => data.resultsJson)
