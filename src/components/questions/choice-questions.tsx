// Questions answered by a choice: radio buttons for a few answers seen at once, a list for many.
// Memoised like the text questions (question.tsx).
import React, { memo } from "react"
import { describedBy, HintAndError, LabelledQuestion, LabelText, type QuestionShell } from "./question"
import * as styles from "./questions.module.scss"

export interface Choice {
  value: string
  label: string
}

export interface ChoiceQuestionProps extends QuestionShell {
  options: readonly Choice[]
  value: string
  onChange: (value: string) => void
  onBlur: () => void
}

export const RadioQuestion = memo(function RadioQuestion({ options, value, onChange, onBlur, ...shell }: ChoiceQuestionProps) {
  return (
    <fieldset className={styles.question} data-invalid={shell.error ? "" : undefined} aria-describedby={describedBy(shell)}>
      <legend className={styles.label}>
        <LabelText {...shell} />
      </legend>
      <HintAndError {...shell} />
      <div className={styles.radios}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? shell.id : `${shell.id}-${option.value}`}
              name={shell.id}
              value={option.value}
              checked={value === option.value}
              required={!shell.optionalMark}
              aria-describedby={describedBy(shell)}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
})

export const SelectQuestion = memo(function SelectQuestion({ options, value, onChange, onBlur, placeholder, ...shell }: ChoiceQuestionProps & { placeholder?: string | null }) {
  return (
    <LabelledQuestion {...shell}>
      <select
        id={shell.id}
        name={shell.id}
        className={`${styles.control} ${styles.select}`}
        value={value}
        required={!shell.optionalMark}
        aria-describedby={describedBy(shell)}
        aria-invalid={shell.error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder ?? ""}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledQuestion>
  )
})

export interface CheckboxQuestionProps extends QuestionShell {
  checked: boolean
  onChange: (checked: boolean) => void
}

export const CheckboxQuestion = memo(function CheckboxQuestion({ checked, onChange, ...shell }: CheckboxQuestionProps) {
  return (
    <div className={styles.question} data-invalid={shell.error ? "" : undefined}>
      <HintAndError {...shell} />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          id={shell.id}
          name={shell.id}
          checked={checked}
          required={!shell.optionalMark}
          aria-describedby={describedBy(shell)}
          aria-invalid={shell.error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <LabelText {...shell} />
        </span>
      </label>
    </div>
  )
})
