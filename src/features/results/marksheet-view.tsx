// A student's marksheet: who, which exam, each subject's marks, grade and grade point, the GPA and the
// remarks; fits one A4 page when printed. Its layout is written once, here, as a <template> with its
// labels from data/results.json and empty slots: the page's script (src/lib/results/lookup-form.ts)
// fills a copy of it with the student's values, one table row per subject, in the browser only.
import React from "react"
import { Button } from "../../components/button/button"
import { useFill } from "../../hooks/use-site"
import { MARKSHEET_TEMPLATE, type MarksheetSlot } from "../../lib/results/lookup-form"
import * as styles from "./results.module.scss"

export interface MarksheetTemplateProps {
  texts: NonNullable<Queries.ResultsPageQuery["resultsJson"]>["marksheet"]
}

/** An empty value the script fills in. */
function Slot({ name, as: Tag = "dd", ...rest }: { name: MarksheetSlot; as?: "dd" | "td" | "th" } & React.HTMLAttributes<HTMLElement> & { scope?: string }) {
  return <Tag data-slot={name} {...rest} />
}

export function MarksheetTemplate({ texts }: MarksheetTemplateProps) {
  const fill = useFill()
  const facts: [MarksheetSlot, string][] = [
    ["exam", texts.exam],
    ["name", texts.name],
    ["className", texts.class],
    ["symbolNumber", texts.symbolNumber],
    ["dateOfBirth", texts.dateOfBirth],
  ]
  return (
    <template {...{ [MARKSHEET_TEMPLATE]: "" }}>
      <article className={styles.sheet} aria-labelledby="marksheet-heading" data-testid="marksheet">
        <h2 id="marksheet-heading" tabIndex={-1}>
          {fill(texts.heading)}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([slot, label]) => (
            <div key={slot}>
              <dt>{fill(label)}</dt>
              <Slot name={slot} />
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
            <tr data-subject-row="">
              <Slot as="th" scope="row" name="subject" />
              <Slot as="td" name="creditHours" />
              <Slot as="td" name="marks" />
              <Slot as="td" name="grade" />
              <Slot as="td" name="gradePoint" />
            </tr>
          </tbody>
        </table>
        <dl className={styles.summary}>
          <div>
            <dt>{fill(texts.gpa)}</dt>
            <Slot name="gpa" data-testid="gpa" />
          </div>
          <div data-slot-group="remarks">
            <dt>{fill(texts.remarks)}</dt>
            <Slot name="remarks" />
          </div>
        </dl>
        <p className={styles.notice}>{fill(texts.notice)}</p>
        <div className={styles.actions}>
          <Button data-action="print">{fill(texts.print)}</Button>
          <Button variant="outline" data-action="another">
            {fill(texts.another)}
          </Button>
        </div>
      </article>
    </template>
  )
}
