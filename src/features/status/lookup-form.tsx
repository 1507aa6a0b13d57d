// The reference and the child's date of birth, asked as the admission form asked them (its date
// question, its messages), checked before anything is sent: a reference that cannot be one and a
// date that cannot be read are said beside their boxes, and only a well-formed pair goes to the server.
import React, { useMemo, useState } from "react"
import { Button } from "../../components/button/button"
import { checkDateOfBirth } from "../../lib/validation/date-of-birth"
import { nepalDayOf, type Calendar } from "../../lib/nepal-time/day"
import { isReference, normalReference } from "../../lib/references"
import type { DateOfBirthLookup } from "../../lib/status/api"
import { DateQuestion, type DateValue } from "../../components/questions/date-question"
import { TextQuestion } from "../../components/questions/question"
import type { StatusPageProps } from "./texts"
import * as styles from "./status.module.scss"

// Any age reads the date: whether it suits a level was the form's question, not this one's.
const ANY_AGE = { minAge: 0, maxAge: 150 }

export interface LookupFormProps extends StatusPageProps {
  busy: boolean
  fill: (text: string, values?: Record<string, string | number>) => string
  onLookUp: (lookup: DateOfBirthLookup) => void
}

type Problems = { reference?: string; dateOfBirth?: string }

export function LookupForm({ texts, dateOfBirth, errorPrefix, example, busy, fill, onLookUp }: LookupFormProps) {
  const { lookup, errors } = texts
  const [reference, setReference] = useState("")
  const [date, setDate] = useState<DateValue>({ calendar: "ad", day: "", month: "", year: "" })
  const [problems, setProblems] = useState<Problems>({})
  const partLabels = useMemo(() => dateOfBirth.partLabels[date.calendar], [dateOfBirth, date.calendar])

  function referenceProblem(typed: string): string | undefined {
    if (typed.trim() === "") return fill(errors.referenceRequired)
    return isReference(typed) ? undefined : fill(errors.referenceFormat, { example })
  }

  function dateProblem(value: DateValue): string | undefined {
    const checked = checkDateOfBirth(value, nepalDayOf(new Date()), ANY_AGE)
    if (checked.ok) return undefined
    return fill(dateOfBirth.errors[checked.code] ?? dateOfBirth.errors.incomplete ?? "", checked.params)
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const found: Problems = { reference: referenceProblem(reference), dateOfBirth: dateProblem(date) }
    setProblems(found)
    if (found.reference || found.dateOfBirth) {
      document.getElementById(found.reference ? "status-reference" : "status-dob")?.focus()
      return
    }
    onLookUp({ reference: normalReference(reference), dobCalendar: date.calendar, dobDay: date.day, dobMonth: date.month, dobYear: date.year })
  }

  return (
    <form className={styles.lookup} noValidate onSubmit={submit} aria-labelledby="status-lookup">
      <h2 id="status-lookup">{lookup.title}</h2>
      <TextQuestion
        id="status-reference"
        label={lookup.referenceLabel}
        hint={fill(lookup.referenceHint, { example })}
        error={problems.reference}
        errorPrefix={errorPrefix}
        value={reference}
        autoComplete="off"
        onChange={setReference}
        onBlur={() => problems.reference && setProblems((current) => ({ ...current, reference: referenceProblem(reference) }))}
      />
      <DateQuestion
        id="status-dob"
        label={lookup.dateOfBirthLabel}
        hint={lookup.dateOfBirthHint}
        error={problems.dateOfBirth}
        errorPrefix={errorPrefix}
        value={date}
        calendarLabel={dateOfBirth.calendarLabel}
        calendars={dateOfBirth.calendars}
        partLabels={partLabels}
        onChange={(part, value) =>
          setDate((current) => ({ ...current, [part]: part === "calendar" ? ((value === "bs" ? "bs" : "ad") satisfies Calendar) : value }))
        }
        onBlur={() => problems.dateOfBirth && setProblems((current) => ({ ...current, dateOfBirth: dateProblem(date) }))}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? lookup.checkingLabel : lookup.submitLabel}
      </Button>
      <p className={styles.note}>{lookup.privacy}</p>
    </form>
  )
}
