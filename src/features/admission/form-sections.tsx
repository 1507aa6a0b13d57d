// The questions of the application, in four groups, laid out on the grid: one column on a phone,
// related short questions side by side from the md breakpoint.
import React from "react"
import type { AdmissionField, AdmissionValues } from "../../lib/validation/admission"
import { Grid } from "../../components/grid/grid"
import { CheckboxQuestion, RadioQuestion, SelectQuestion } from "./choice-questions"
import { DateQuestion } from "./date-question"
import { TextQuestion, type QuestionShell } from "./question"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./admission-form.module.scss"

export interface SectionsProps {
  texts: AdmissionFormTexts
  values: AdmissionValues
  /** Label, hint, error and ids of a question. */
  shell: (field: AdmissionField) => QuestionShell
  change: <K extends keyof AdmissionValues>(key: K, value: AdmissionValues[K]) => void
  leave: (field: AdmissionField) => void
}

export function FormSections({ texts, values, shell, change, leave }: SectionsProps) {
  const { questions: fields, sections } = texts
  const text = (field: "studentName" | "previousSchool" | "lastGrade" | "parentName" | "phone" | "email" | "address" | "message") => ({
    ...shell(field),
    value: values[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => leave(field),
  })
  const choice = (field: "gender" | "relation" | "heardFrom" | "level") => ({
    ...shell(field),
    value: values[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => leave(field),
  })
  return (
    <>
      <section className={styles.section} aria-labelledby="admission-student">
        <h2 id="admission-student">{sections.student}</h2>
        <TextQuestion {...text("studentName")} />
        <DateQuestion
          {...shell("dateOfBirth")}
          value={{ calendar: values.dobCalendar, day: values.dobDay, month: values.dobMonth, year: values.dobYear }}
          calendarLabel={fields.dateOfBirth.calendarLabel}
          calendars={fields.dateOfBirth.calendars}
          partLabels={{ day: fields.dateOfBirth.dayLabel, month: fields.dateOfBirth.monthLabel, year: fields.dateOfBirth.yearLabel }}
          onChange={(part, value) => {
            if (part === "calendar") change("dobCalendar", value === "bs" ? "bs" : "ad")
            else change(part === "day" ? "dobDay" : part === "month" ? "dobMonth" : "dobYear", value)
          }}
          onBlur={() => leave("dateOfBirth")}
        />
        <RadioQuestion {...choice("gender")} options={fields.gender.options} />
        <SelectQuestion {...choice("level")} options={fields.level.options} placeholder={fields.level.placeholder} />
      </section>

      <section className={styles.section} aria-labelledby="admission-schooling">
        <h2 id="admission-schooling">{sections.schooling}</h2>
        <TextQuestion {...text("previousSchool")} />
        <TextQuestion {...text("lastGrade")} />
      </section>

      <section className={styles.section} aria-labelledby="admission-parent">
        <h2 id="admission-parent">{sections.parent}</h2>
        <Grid align="end" className={styles.pair}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TextQuestion {...text("parentName")} autoComplete="name" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SelectQuestion {...choice("relation")} options={fields.relation.options} placeholder={fields.relation.placeholder} />
          </Grid.Col>
        </Grid>
        <TextQuestion {...text("phone")} type="tel" autoComplete="tel" inputMode="tel" />
        <TextQuestion {...text("email")} type="email" autoComplete="email" inputMode="email" />
        <TextQuestion {...text("address")} multiline autoComplete="street-address" />
      </section>

      <section className={styles.section} aria-labelledby="admission-more">
        <h2 id="admission-more">{sections.more}</h2>
        <SelectQuestion {...choice("heardFrom")} options={fields.heardFrom.options} placeholder={fields.heardFrom.placeholder} />
        <TextQuestion {...text("message")} multiline />
        <CheckboxQuestion {...shell("consent")} checked={values.consent} onChange={(checked) => change("consent", checked)} />
      </section>
    </>
  )
}
