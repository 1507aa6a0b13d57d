// A student's marksheet as opened in the browser: who, which exam, each subject's marks, grade and
// grade point, the GPA and the remarks. Fits one A4 page when printed.
import React, { useEffect, useRef } from "react"
import { Button } from "../../components/button/button"
import { useFill } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import type { Marksheet } from "../../lib/results/marksheet"
import * as styles from "./results.module.scss"

export interface MarksheetViewProps {
  texts: NonNullable<Queries.ResultsPageQuery["resultsJson"]>["marksheet"]
  examTitle: string
  symbolNumber: string
  dateOfBirth: string
  marksheet: Marksheet
  onAnother: () => void
}

export function MarksheetView({ texts, examTitle, symbolNumber, dateOfBirth, marksheet, onAnother }: MarksheetViewProps) {
  const fill = useFill()
  const locale = useLocale()
  const digits = (text: string | number) => toLocaleDigits(text, locale)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const facts: [string, string][] = [
    [texts.exam, examTitle],
    [texts.name, marksheet.name],
    [texts.class, marksheet.className],
    [texts.symbolNumber, digits(symbolNumber)],
    [texts.dateOfBirth, digits(dateOfBirth)],
  ]
  return (
    <article className={styles.sheet} aria-labelledby="marksheet-heading" data-testid="marksheet">
      <h2 id="marksheet-heading" ref={heading} tabIndex={-1}>
        {fill(texts.heading)}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{fill(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className={styles.marks}>
        <thead>
          <tr>
            <th scope="col">{fill(texts.subject)}</th>
            <th scope="col">{fill(texts.creditHours)}</th>
            <th scope="col">{fill(texts.marks)}</th>
            <th scope="col">{fill(texts.grade)}</th>
            <th scope="col">{fill(texts.gradePoint)}</th>
          </tr>
        </thead>
        <tbody>
          {marksheet.subjects.map((subject) => (
            <tr key={subject.name}>
              <th scope="row">{subject.name}</th>
              <td>{digits(subject.creditHours)}</td>
              <td>{subject.marks === null ? "–" : digits(subject.marks)}</td>
              <td>{subject.grade}</td>
              <td>{digits(subject.gradePoint.toFixed(1))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.summary}>
        <div>
          <dt>{fill(texts.gpa)}</dt>
          <dd data-testid="gpa">{digits(marksheet.gpa)}</dd>
        </div>
        {marksheet.remarks ? (
          <div>
            <dt>{fill(texts.remarks)}</dt>
            <dd>{marksheet.remarks}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.notice}>{fill(texts.notice)}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.print()}>{fill(texts.print)}</Button>
        <Button variant="outline" onClick={onAnother}>
          {fill(texts.another)}
        </Button>
      </div>
    </article>
  )
}
