// The school's admission application (Nursery to Grade 10): questions from data, checked as a parent
// would want, kept as a draft on the device, and sent to the configured form service, or by email.
import React, { useCallback, useEffect, useState } from "react"
import { Button } from "../../components/button/button"
import { ButtonLink } from "../../components/button/button-link"
import { useSite } from "../../hooks/use-site"
import { useLocale } from "../../state/locale-context"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { EMPTY_ADMISSION, OPTIONAL_FIELDS, type AdmissionField, type AdmissionValues } from "../../lib/validation/admission"
import { applicationPayload, emailLink } from "../../lib/admission/answers"
import { isBlank } from "./draft"
import { DraftNotice } from "./draft-notice"
import { ErrorSummary } from "./error-summary"
import { FormSections } from "./form-sections"
import { Confirmation } from "./confirmation"
import { Honeypot } from "./honeypot"
import { isOwnReceiver, resolveEndpoint, type Outgoing } from "./send"
import { SendFailure } from "./send-outcome"
import { errorMessage, type AdmissionFormTexts, type AdmissionOfficeTexts } from "./texts"
import { fieldId, useAdmissionAnswers } from "./use-admission-answers"
import { useDraft } from "./use-draft"
import { useFormFill } from "./use-form-fill"
import { failureText, useSend } from "./use-send"
import * as styles from "./admission-form.module.scss"

export interface AdmissionFormProps {
  /** The words the parent reads, in the page's language. */
  texts: AdmissionFormTexts
  /** The words of what the office receives, in English. */
  office: AdmissionOfficeTexts
}

export function AdmissionForm({ texts, office }: AdmissionFormProps) {
  const site = useSite()
  const locale = useLocale()
  const fill = useFormFill()
  const { values, errors, change, leave, checkAll, replace, clear, undoClear } = useAdmissionAnswers(texts)
  const draft = useDraft(values, replace)
  const { forget } = draft
  const clearAnswers = useCallback(() => {
    forget()
    clear()
  }, [forget, clear])
  const fieldLabel = useCallback((field: AdmissionField) => fill(texts.questions[field]?.label ?? field), [fill, texts])
  const { state, send, reset } = useSend(texts, fieldLabel)
  const [summary, setSummary] = useState<AdmissionField[]>([])
  const [refused, setRefused] = useState(0)
  const [sent, setSent] = useState<{ student: string; answers: AdmissionValues | null }>({ student: "", answers: null })
  const [honeypot, setHoneypot] = useState("")
  // The configured endpoint in the prebuilt HTML; a test's override once the page runs.
  const [endpoint, setEndpoint] = useState(texts.endpoint ?? null)
  useEffect(() => setEndpoint(resolveEndpoint(texts.endpoint ?? null)), [texts.endpoint])

  const levelLabel = texts.questions.level.options.find((option) => option.value === values.level)?.label ?? ""
  const message = (field: AdmissionField) => {
    const error = errors[field]
    return error ? errorMessage(texts, field, error, { level: levelLabel }, (value) => toLocaleDigits(value, locale)) : undefined
  }
  const shell = (field: AdmissionField) => ({
    id: fieldId(field),
    label: fill(texts.questions[field].label),
    hint: texts.questions[field].hint ? fill(texts.questions[field].hint ?? "") : null,
    error: message(field),
    errorPrefix: texts.errorPrefix,
    optionalMark: OPTIONAL_FIELDS.has(field) ? texts.optionalMark : undefined,
  })
  // Written when a link or a send needs it, not on every keystroke: the whole email, in English.
  const mailto = () => emailLink(site.email, values, office, fill, locale)

  /** Checks every answer; on a mistake, lists them in the summary, which takes the focus. */
  function ready(): boolean {
    const wrong = checkAll()
    setSummary(wrong)
    if (wrong.length === 0) return true
    setRefused((count) => count + 1)
    return false
  }

  async function submit(event?: React.FormEvent) {
    event?.preventDefault()
    if (state.status === "sending" || !ready()) return
    if (!endpoint) {
      // Enter pressed in a question, with nowhere online to send: the email route, as its button does.
      window.location.href = mailto()
      return
    }
    const outgoing: Outgoing = isOwnReceiver(endpoint)
      ? { body: { answers: values, language: locale, website: honeypot }, idempotencyKey: draft.idempotencyKey() }
      : { body: applicationPayload(values, office, new Date(), locale) }
    const result = await send(endpoint, outgoing)
    if (!result.ok) return
    // The office has it: only now is the draft cleared.
    setSent({ student: values.studentName.trim(), answers: isOwnReceiver(endpoint) ? values : null })
    draft.forget()
    replace(EMPTY_ADMISSION)
    setSummary([])
  }

  if (state.status === "sent") {
    return <Confirmation texts={texts} student={sent.student} receipt={state.receipt} answers={sent.answers} fill={fill} onAgain={reset} />
  }

  const listed = summary.filter((field) => errors[field])
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-describedby="admission-required-note">
      <DraftNotice texts={texts} restoredFrom={draft.restoredFrom} answered={!isBlank(values)} onClear={clearAnswers} onUndo={undoClear} />
      {listed.length > 0 ? (
        <ErrorSummary
          title={texts.errorSummaryTitle}
          errors={listed.map((field) => ({ field, message: message(field) ?? "" }))}
          attempt={refused}
        />
      ) : null}
      <p id="admission-required-note" className={styles.note}>
        {texts.requiredNote}
      </p>
      <FormSections texts={texts} values={values} shell={shell} change={change} leave={leave} />
      <Honeypot value={honeypot} onChange={setHoneypot} />

      {state.failure ? (
        <SendFailure
          texts={texts}
          reason={failureText(texts, state.failure, fieldLabel)}
          mailto={mailto()}
          sending={state.status === "sending"}
          onRetry={() => void submit()}
        />
      ) : endpoint && state.status !== "unavailable" ? (
        <div className={styles.actions}>
          <Button type="submit" size="lg" aria-disabled={state.status === "sending" || undefined}>
            {state.status === "sending" ? texts.sendingLabel : texts.submitLabel}
          </Button>
        </div>
      ) : (
        <div className={styles.noEndpoint} data-testid="no-endpoint">
          <h2>{texts.noEndpoint.title}</h2>
          <p>{texts.noEndpoint.text}</p>
          <ButtonLink to={mailto()} plain size="lg" onClick={(event) => ready() || event.preventDefault()}>
            {texts.email.label}
          </ButtonLink>
        </div>
      )}
      <p className={styles.note}>{texts.draft.savedNote}</p>
    </form>
  )
}
