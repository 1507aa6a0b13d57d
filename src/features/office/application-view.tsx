// One application: every answer as the parent wrote it (React escapes it; nothing here is read as
// HTML), its status with a form to change it, the history of changes in Nepal time, the family's
// status link mailed again, and deletion on the family's request after a confirmation.
import { Link } from "gatsby"
import React, { useEffect, useState } from "react"
import { fillPlaceholders } from "../../lib/placeholders"
import { nepalDateTime } from "../../lib/nepal-time/day"
import { officeApi, type OfficeApplication, type Status } from "./api"
import { DeleteApplication } from "./delete-application"
import { StatusForm, type SaveResult } from "./status-form"
import { StatusLink, type StatusLinkResult } from "./status-link"
import { NOT_SHOWN, type AnswerLabel, type OfficeTexts } from "./texts"
import { FamilyText } from "./family-text"
import * as styles from "./office.module.scss"

/** The heading's text with the reference kept on one line: it is read out, and it breaks at its hyphens. */
function headingWith(template: string, reference: string): React.ReactNode {
  const at = template.indexOf("{reference}")
  if (at < 0) return template
  return (
    <>
      {fillPlaceholders(template.slice(0, at), { reference })}
      <span className={styles.reference}>{reference}</span>
      {fillPlaceholders(template.slice(at + "{reference}".length), { reference })}
    </>
  )
}

export interface ApplicationViewProps {
  texts: OfficeTexts
  reference: string
  answerLabels: readonly AnswerLabel[]
  officePath: string
  onSignedOut: () => void
  onDeleted: (reference: string) => void
}

type ViewState = { state: "loading" } | { state: "ready"; application: OfficeApplication } | { state: "not-found" } | { state: "unavailable" }

/** The answers in the form's order, each with its label; answers the form no longer asks follow, by key. */
export function labelledAnswers(answers: Record<string, string>, labels: readonly AnswerLabel[]): AnswerLabel[] {
  const known = new Set(labels.map((label) => label.key))
  return [
    ...labels.filter((label) => label.key in answers).map((label) => ({ key: label.key, label: label.label })),
    ...Object.keys(answers)
      .filter((key) => !known.has(key) && !NOT_SHOWN.has(key))
      .sort()
      .map((key) => ({ key, label: key })),
  ]
}

export function ApplicationView({ texts, reference, answerLabels, officePath, onSignedOut, onDeleted }: ApplicationViewProps) {
  const words = texts.application
  const [view, setView] = useState<ViewState>({ state: "loading" })

  useEffect(() => {
    let current = true
    setView({ state: "loading" })
    void officeApi.application(reference).then((outcome) => {
      if (!current) return
      if (outcome.kind === "ok") setView({ state: "ready", application: outcome.data })
      else if (outcome.kind === "signed-out") onSignedOut()
      else setView({ state: outcome.kind === "not-found" ? "not-found" : "unavailable" })
    })
    return () => {
      current = false
    }
  }, [reference, onSignedOut])

  async function save(status: Status, note: string): Promise<SaveResult> {
    if (view.state !== "ready") return "failed"
    const outcome = await officeApi.setStatus(reference, status, note, view.application.version)
    if (outcome.kind === "ok") {
      setView({ state: "ready", application: outcome.data })
      return "saved"
    }
    // Someone else changed it meanwhile: the page shows their change, and the note typed stays to save again.
    if (outcome.kind === "changed") {
      setView({ state: "ready", application: outcome.current })
      return "changed"
    }
    if (outcome.kind === "signed-out") onSignedOut()
    return "failed"
  }

  async function sendStatusLink(): Promise<StatusLinkResult> {
    const outcome = await officeApi.statusLink(reference)
    if (outcome.kind === "ok") return "sent"
    if (outcome.kind === "signed-out") onSignedOut()
    // 409: the application has no email address; 502 and 503: no mail could go.
    return outcome.kind === "invalid" ? "no-email" : "failed"
  }

  async function remove(): Promise<boolean> {
    const outcome = await officeApi.remove(reference)
    if (outcome.kind === "ok" || outcome.kind === "not-found") {
      onDeleted(reference)
      return true
    }
    if (outcome.kind === "signed-out") onSignedOut()
    return false
  }

  const statusName = (status: string) => texts.statuses[status as keyof OfficeTexts["statuses"]] ?? status
  const back = (
    <p>
      <Link to={officePath} className={styles.back}>
        {words.backLabel}
      </Link>
    </p>
  )

  return (
    <article aria-labelledby="office-application">
      {back}
      <h1 id="office-application">{headingWith(words.heading, reference)}</h1>
      {view.state === "loading" ? <p className={styles.muted}>{texts.loading}</p> : null}
      {view.state === "not-found" ? <p className={styles.error}>{fillPlaceholders(words.notFound, { reference })}</p> : null}
      {view.state === "unavailable" ? <p className={styles.error}>{texts.unavailable}</p> : null}
      {view.state === "ready" ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{words.receivedLabel}</dt>
              <dd>{nepalDateTime(view.application.receivedAt)}</dd>
            </div>
            <div>
              <dt>{words.languageLabel}</dt>
              <dd>{texts.languages[view.application.language as keyof OfficeTexts["languages"]] ?? view.application.language}</dd>
            </div>
            <div>
              <dt>{words.statusLabel}</dt>
              <dd data-testid="office-status">{statusName(view.application.status)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{texts.timeNote}</p>
          <div className={styles.columns}>
            <section aria-labelledby="office-answers" className={styles.panel}>
              <h2 id="office-answers">{words.answersHeading}</h2>
              <dl className={styles.answers}>
                {labelledAnswers(view.application.answers, answerLabels).map(({ key, label }) => {
                  const value = view.application.answers[key] ?? ""
                  return (
                    <div key={key}>
                      <dt>{label}</dt>
                      {value === "" ? <dd className={styles.muted}>{words.notAnswered}</dd> : <dd>{key === "sentAt" ? nepalDateTime(value) : <FamilyText>{value}</FamilyText>}</dd>}
                    </div>
                  )
                })}
              </dl>
            </section>
            <div className={styles.side}>
              <section className={styles.panel}>
                <StatusForm texts={texts} current={view.application.status} onSave={save} />
              </section>
              <section aria-labelledby="office-history" className={styles.panel}>
                <h2 id="office-history">{words.historyHeading}</h2>
                {view.application.history.length === 0 ? (
                  <p className={styles.muted}>{words.historyEmpty}</p>
                ) : (
                  <ol className={styles.history} data-testid="office-history">
                    {view.application.history.map((event, index) => (
                      <li key={`${event.changedAt}-${index}`}>
                        <p>
                          {fillPlaceholders(words.historyEntry, { status: statusName(event.status), name: event.changedBy, time: nepalDateTime(event.changedAt) })}
                        </p>
                        {event.note ? <p className={styles.note}>{event.note}</p> : null}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <StatusLink texts={texts} onSend={sendStatusLink} />
              <DeleteApplication texts={texts} reference={view.application.reference} onDelete={remove} />
            </div>
          </div>
        </>
      ) : null}
    </article>
  )
}
