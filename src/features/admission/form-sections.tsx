// The questions of the application, in four groups, laid out on the grid: one column on a phone,
// related short questions side by side from the md breakpoint. Each question is drawn again only
// when its own props change (its answer, its error): every handler given to it is made once.
import React, { useCallback, useMemo } from "react"
import { ANSWER_KEYS, ADMISSION_FIELDS, type AdmissionField, type AdmissionValues } from "../../lib/validation/admission"
import { Grid } from "../../components/grid/grid"
import { CheckboxQuestion, RadioQuestion, SelectQuestion } from "../../components/questions/choice-questions"
import { DateQuestion, type DateValue } from "../../components/questions/date-question"
import { TextQuestion, type QuestionShell } from "../../components/questions/question"
import type { AdmissionFormTexts } from "./texts"
import * as styles from "./admission-form.module.scss"

export interface SectionsProps {
  texts: AdmissionFormTexts
  values: AdmissionValues
  /** Label, hint, error and ids of a question. */
  shell: (field: AdmissionField) => QuestionShell
  /** Stable for the form's life, as `leave`: the questions' handlers are made from them once. */
  change: <K extends keyof AdmissionValues>(key: K, value: AdmissionValues[K]) => void
  leave: (field: AdmissionField) => void
}

type Answering = { [K in keyof AdmissionValues]: (value: AdmissionValues[K]) => void }

/** One handler per answer and one per question, made once for the stable `change` and `leave`. */
function useHandlers(change: SectionsProps["change"], leave: SectionsProps["leave"]) {
  return useMemo(() => {
    const answer: Partial<Record<keyof AdmissionValues, (value: never) => void>> = {}
    for (const key of ANSWER_KEYS) answer[key] = (value) => change(key, value)
    const left: Partial<Record<AdmissionField, () => void>> = {}
    for (const field of ADMISSION_FIELDS) left[field] = () => leave(field)
    return { answer: answer as Answering, left: left as Record<AdmissionField, () => void> }
  }, [change, leave])
}

export function FormSections({ texts, values, shell, change, leave }: SectionsProps) {
  const { questions: fields, sections } = texts
  const { answer, left } = useHandlers(change, leave)
  const text = (field: "studentName" | "previousSchool" | "lastGrade" | "parentName" | "phone" | "email" | "address" | "message") => ({
    ...shell(field),
    value: values[field],
    onChange: answer[field],
    onBlur: left[field],
  })
  const choice = (field: "gender" | "relation" | "heardFrom" | "level") => ({
    ...shell(field),
    value: values[field],
    onChange: answer[field],
    onBlur: left[field],
  })
  const { dobCalendar, dobDay, dobMonth, dobYear } = values
  const dateOfBirth = useMemo(() => ({ calendar: dobCalendar, day: dobDay, month: dobMonth, year: dobYear }), [dobCalendar, dobDay, dobMonth, dobYear])
  const { dayLabel, monthLabel, yearLabel, bsDayLabel, bsYearLabel } = fields.dateOfBirth
  const bs = dobCalendar === "bs"
  const partLabels = useMemo(
    () => ({ day: bs ? bsDayLabel : dayLabel, month: monthLabel, year: bs ? bsYearLabel : yearLabel }),
    [bs, dayLabel, monthLabel, yearLabel, bsDayLabel, bsYearLabel],
  )
  const changeDate = useCallback(
    (part: keyof DateValue, value: string) => {
      if (part === "calendar") change("dobCalendar", value === "bs" ? "bs" : "ad")
      else change(part === "day" ? "dobDay" : part === "month" ? "dobMonth" : "dobYear", value)
    },
    [change],
  )
  return (
    <>
      <section className={styles.section} aria-labelledby="admission-student">
        <h2 id="admission-student">{sections.student}</h2>
        <TextQuestion {...text("studentName")} />
        <DateQuestion
          {...shell("dateOfBirth")}
          value={dateOfBirth}
          calendarLabel={fields.dateOfBirth.calendarLabel}
          calendars={fields.dateOfBirth.calendars}
          partLabels={partLabels}
          onChange={changeDate}
          onBlur={left.dateOfBirth}
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
        <CheckboxQuestion {...shell("consent")} checked={values.consent} onChange={answer.consent} />
      </section>
    </>
  )
}
