// The date of birth as three boxes (day, month, year; a BS date year first, as Nepali writes it), which
// are quicker than a calendar picker for a date years back, with the calendar it is written in: AD, or
// BS as on Nepali birth certificates. The day's box keeps the question's id in either order.
import React, { memo } from "react"
import type { Calendar } from "../../lib/nepal-time/day"
import { DATE_PART_ORDER } from "../../lib/nepal-time/format-day"
import { describedBy, HintAndError, LabelText, type QuestionShell } from "./question"
import * as styles from "./questions.module.scss"

export interface DateValue {
  calendar: Calendar
  day: string
  month: string
  year: string
}

export interface DateQuestionProps extends QuestionShell {
  value: DateValue
  calendarLabel: string
  calendars: readonly { value: string; label: string }[]
  partLabels: { day: string; month: string; year: string }
  onChange: (part: keyof DateValue, value: string) => void
  /** Called when focus leaves the whole question, not when it moves between its boxes. */
  onBlur: () => void
}

// Memoised like the text questions (question.tsx); `value` must keep its identity while unchanged.
export const DateQuestion = memo(function DateQuestion({ value, calendarLabel, calendars, partLabels, onChange, onBlur, ...shell }: DateQuestionProps) {
  const invalid = shell.error ? true : undefined
  return (
    <fieldset
      className={styles.question}
      data-invalid={shell.error ? "" : undefined}
      aria-describedby={describedBy(shell)}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur()
      }}
    >
      <legend className={styles.label}>
        <LabelText {...shell} />
      </legend>
      <HintAndError {...shell} />
      <fieldset className={styles.calendar}>
        <legend className={styles.subLabel}>{calendarLabel}</legend>
        <div className={styles.radios}>
          {calendars.map((calendar) => (
            <label key={calendar.value} className={styles.radio}>
              <input
                type="radio"
                name={`${shell.id}-calendar`}
                value={calendar.value}
                checked={value.calendar === calendar.value}
                onChange={() => onChange("calendar", calendar.value)}
              />
              <span>{calendar.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.dateParts}>
        {DATE_PART_ORDER[value.calendar].map((part) => {
          const id = part === "day" ? shell.id : `${shell.id}-${part}`
          return (
            <div key={part} className={styles.datePart} data-part={part}>
              <label htmlFor={id} className={styles.subLabel}>
                {partLabels[part]}
              </label>
              <input
                id={id}
                name={id}
                type="text"
                className={styles.control}
                inputMode="numeric"
                autoComplete="off"
                value={value[part]}
                required
                aria-describedby={describedBy(shell)}
                aria-invalid={invalid}
                onChange={(event) => onChange(part, event.target.value)}
              />
            </div>
          )
        })}
      </div>
    </fieldset>
  )
})
