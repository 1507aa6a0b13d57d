// The results page's form and what follows it, as markup: choose the exam, type the details from the
// admit card; the marksheet's layout as a <template>; the page's words for the script as a JSON data
// block. The lookup itself is plain DOM (src/lib/results/lookup-form.ts), which the page's
// `results-lookup` module starts on this markup; it owns what changes inside it.
import React, { memo, useId } from "react"
import { Button } from "../../components/button/button"
import { useFill } from "../../hooks/use-site"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { dateTextsFor } from "../../lib/nepal-time/texts"
import { jsonForHtml } from "../../lib/json-for-html"
import { LOOKUP_ROOT, LOOKUP_TEXTS, type LookupTexts } from "../../lib/results/lookup-form"
import { moduleAttribute } from "../../lib/modules/names"
import { useLocale } from "../../state/locale-context"
import { MarksheetTemplate } from "./marksheet-view"
import * as styles from "./results.module.scss"

export type ResultsTexts = NonNullable<Queries.ResultsPageQuery["resultsJson"]>

export const ResultsLookup = memo(function ResultsLookup({ texts }: { texts: ResultsTexts }) {
  const fill = useFill()
  const locale = useLocale()
  const ids = useId()

  const { day, bsMonths, time, dayParts } = dateTextsFor(locale)
  const words: LookupTexts = {
    locale,
    times: { time, dayParts },
    submit: fill(texts.form.submit),
    working: fill(texts.form.working),
    messages: {
      loading: fill(texts.messages.loading),
      noExams: fill(texts.messages.noExams),
      opens: fill(texts.messages.opens),
      missing: fill(texts.messages.missing),
      dateFormat: fill(texts.messages.dateFormat),
      notFound: fill(texts.messages.notFound),
      unreadable: fill(texts.messages.unreadable),
      network: fill(texts.messages.network),
      unsupported: fill(texts.messages.unsupported),
    },
    // Only BS days are written on this page.
    dates: { day, bsMonths, adMonths: [] },
  }

  const field = (name: "symbolNumber" | "dateOfBirth" | "accessCode", hint: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${ids}-${name}`}>
        {fill(texts.form[name])}
      </label>
      <p className={styles.hint} id={`${ids}-${name}-hint`}>
        {fill(hint)}
      </p>
      <input className={styles.control} type="text" id={`${ids}-${name}`} name={name} aria-describedby={`${ids}-${name}-hint`} required spellCheck={false} autoComplete="off" {...extra} />
    </div>
  )

  return (
    <div {...moduleAttribute("results-lookup")} {...{ [LOOKUP_ROOT]: "" }}>
      <script type="application/json" {...{ [LOOKUP_TEXTS]: "" }} dangerouslySetInnerHTML={{ __html: jsonForHtml(words) }} />
      <p className={styles.status} data-results-status="" data-awaiting="">
        {fill(texts.messages.loading)}
      </p>
      <form className={styles.form} data-results-form="" hidden noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{fill(texts.form.legend)}</legend>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids}-exam`}>
              {fill(texts.form.exam)}
            </label>
            <select className={styles.control} id={`${ids}-exam`} name="exam" />
          </div>
          {field("symbolNumber", texts.form.symbolNumberHint, { inputMode: "text", autoCapitalize: "characters" })}
          {field("dateOfBirth", texts.form.dateOfBirthHint, { inputMode: "numeric", placeholder: toLocaleDigits(texts.form.dateOfBirthExample, locale) })}
          {field("accessCode", texts.form.accessCodeHint, { autoCapitalize: "characters", maxLength: 16 })}
        </fieldset>
        <div className={styles.submitRow}>
          <Button type="submit" size="lg">
            {fill(texts.form.submit)}
          </Button>
        </div>
        <p className={styles.problem} role="alert" data-testid="lookup-message" />
      </form>
      <MarksheetTemplate texts={texts.marksheet} />
    </div>
  )
})
