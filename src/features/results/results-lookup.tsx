// The results page's form and what follows it: choose the exam, type the details from the admit card,
// and the browser opens the marksheet itself (src/lib/results/lookup.ts). A failed lookup says one
// calm thing whatever was wrong, so the page never tells whether a student exists.
import React, { useId, useRef, useState } from "react"
import { Button } from "../../components/button/button"
import { useFill } from "../../hooks/use-site"
import { useNow } from "../../hooks/use-now"
import { readIsoDay } from "../../lib/nepal-time/day"
import { formatDay } from "../../lib/nepal-time/texts"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import { fillPlaceholders } from "../../lib/placeholders"
import { normalDateOfBirth, normalSymbolNumber } from "../../lib/results/crypto"
import { isOpen, type ExamEntry } from "../../lib/results/exams"
import { lookUpResult, type LookupResult } from "../../lib/results/lookup"
import { MarksheetView } from "./marksheet-view"
import { useExams } from "./use-exams"
import * as styles from "./results.module.scss"

export type ResultsTexts = NonNullable<Queries.ResultsPageQuery["resultsJson"]>

type Outcome = { status: "idle" } | { status: "working" } | { status: "problem"; message: string } | { status: "shown"; exam: ExamEntry; symbolNumber: string; dateOfBirth: string; result: Extract<LookupResult, { status: "found" }> }

export function ResultsLookup({ texts }: { texts: ResultsTexts }) {
  const fill = useFill()
  const locale = useLocale()
  const exams = useExams()
  const now = useNow()
  const [examId, setExamId] = useState("")
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" })
  const form = useRef<HTMLFormElement>(null)
  const ids = useId()

  if (outcome.status === "shown") {
    return (
      <MarksheetView
        texts={texts.marksheet}
        examTitle={outcome.exam.title[locale]}
        symbolNumber={outcome.symbolNumber}
        dateOfBirth={outcome.dateOfBirth}
        marksheet={outcome.result.marksheet}
        onAnother={() => setOutcome({ status: "idle" })}
      />
    )
  }
  if (exams.status !== "ready" || now === null) {
    const waiting = exams.status !== "failed"
    return <p className={waiting ? `${styles.status} ${styles.awaitingExams}` : styles.status}>{fill(waiting ? texts.messages.loading : texts.messages.network)}</p>
  }
  if (exams.exams.length === 0) return <p className={styles.status}>{fill(texts.messages.noExams)}</p>

  const open = exams.exams.filter((exam) => isOpen(exam, now))
  const waiting = exams.exams.filter((exam) => !isOpen(exam, now))
  const chosen = open.find((exam) => exam.id === examId) ?? open[0]

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!chosen || outcome.status === "working") return
    const values = new FormData(event.currentTarget)
    const symbolNumber = normalSymbolNumber(String(values.get("symbolNumber") ?? ""))
    const typedDate = String(values.get("dateOfBirth") ?? "").trim()
    const accessCode = String(values.get("accessCode") ?? "").trim()
    if (!symbolNumber || !typedDate || !accessCode) return setOutcome({ status: "problem", message: fill(texts.messages.missing) })
    const dateOfBirth = normalDateOfBirth(typedDate)
    if (!dateOfBirth) return setOutcome({ status: "problem", message: fill(texts.messages.dateFormat) })
    if (!globalThis.crypto?.subtle) return setOutcome({ status: "problem", message: fill(texts.messages.unsupported) })
    setOutcome({ status: "working" })
    const result = await lookUpResult(chosen, { symbolNumber, dateOfBirth, accessCode })
    if (result.status === "found") return setOutcome({ status: "shown", exam: chosen, symbolNumber, dateOfBirth, result })
    const message = { notFound: texts.messages.notFound, unreadable: texts.messages.unreadable, network: texts.messages.network }[result.status]
    setOutcome({ status: "problem", message: fill(message) })
  }

  const field = (name: "symbolNumber" | "dateOfBirth" | "accessCode", hint: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${ids}-${name}`}>
        {fill(texts.form[name])}
      </label>
      <p className={styles.hint} id={`${ids}-${name}-hint`}>
        {fill(hint)}
      </p>
      <input className={styles.control} id={`${ids}-${name}`} name={name} aria-describedby={`${ids}-${name}-hint`} required spellCheck={false} autoComplete="off" {...extra} />
    </div>
  )

  return (
    <>
      {waiting.map((exam) => (
        <p key={exam.id} className={styles.status} data-testid="opens">
          {fillPlaceholders(fill(texts.messages.opens), {
            exam: exam.title[locale],
            date: formatDay("bs", readIsoDay(exam.opens.bsDate), locale),
            time: toLocaleDigits(exam.opens.time, locale),
          })}
        </p>
      ))}
      {chosen ? (
        <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{fill(texts.form.legend)}</legend>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${ids}-exam`}>
                {fill(texts.form.exam)}
              </label>
              <select className={styles.control} id={`${ids}-exam`} value={chosen.id} onChange={(event) => setExamId(event.target.value)}>
                {open.map((exam) => (
                  <option key={exam.id} value={exam.id}>
                    {exam.title[locale]}
                  </option>
                ))}
              </select>
            </div>
            {field("symbolNumber", texts.form.symbolNumberHint, { inputMode: "text", autoCapitalize: "characters" })}
            {field("dateOfBirth", texts.form.dateOfBirthHint, { inputMode: "numeric", placeholder: toLocaleDigits("2068-05-14", locale) })}
            {field("accessCode", texts.form.accessCodeHint, { autoCapitalize: "characters", maxLength: 16 })}
          </fieldset>
          <div className={styles.submitRow}>
            <Button type="submit" size="lg" disabled={outcome.status === "working"}>
              {fill(outcome.status === "working" ? texts.form.working : texts.form.submit)}
            </Button>
          </div>
          <p className={styles.problem} role="alert" data-testid="lookup-message">
            {outcome.status === "problem" ? outcome.message : ""}
          </p>
        </form>
      ) : null}
    </>
  )
}

