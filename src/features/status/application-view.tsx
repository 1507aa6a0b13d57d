// An application as its family reads it: the reference, the student, the level, where it stands, each
// step with its day (BS first, AD beside it), what happens next and whom to ask. Prints on one page.
import React, { useEffect, useRef } from "react"
import { Button } from "../../components/button/button"
import type { Locale } from "../../lib/i18n/locales"
import { dualDate } from "../../lib/nepal-time/dual-date"
import { nepalDay } from "../../lib/nepal-time/day"
import type { FamilyView } from "../../lib/status/api"
import type { StatusPageProps } from "./texts"
import * as styles from "./status.module.scss"

export interface ApplicationViewProps extends Pick<StatusPageProps, "texts" | "levels"> {
  view: FamilyView
  locale: Locale
  /** Opened by the private link: the page's address is a key, and the page says so. */
  byLink: boolean
  fill: (text: string, values?: Record<string, string | number>) => string
  onAnother: () => void
}

/** "Mangsir 13, 2083 (November 29, 2026)": the day in Nepal of an instant. */
function dayOf(instant: string, locale: Locale): string {
  const { bs, ad } = dualDate(nepalDay(instant), locale)
  return `${bs} (${ad})`
}

export function ApplicationView({ texts, levels, view, locale, byLink, fill, onAnother }: ApplicationViewProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { application, stages } = texts
  const stage = stages[view.status]
  const received = view.steps[0]
  return (
    <section className={styles.application} aria-labelledby="status-application" data-testid="application-status" data-status={view.status}>
      <h2 id="status-application" ref={heading} tabIndex={-1}>
        {fill(application.title, { reference: view.reference })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{application.studentLabel}</dt>
          <dd>{view.studentName}</dd>
        </div>
        <div>
          <dt>{application.levelLabel}</dt>
          <dd>{levels[view.level] ?? view.level}</dd>
        </div>
        {received ? (
          <div>
            <dt>{application.sentLabel}</dt>
            <dd>{dayOf(received.at, locale)}</dd>
          </div>
        ) : null}
        <div className={styles.stage}>
          <dt>{application.stageLabel}</dt>
          <dd data-testid="stage">{stage.label}</dd>
        </div>
      </dl>
      <h3>{application.nextTitle}</h3>
      {stage.next.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
      <h3>{application.historyTitle}</h3>
      <ol className={styles.steps}>
        {view.steps.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className={styles.stepDay}>{dayOf(step.at, locale)}</span> {stages[step.status].label}
          </li>
        ))}
      </ol>
      <p>{fill(application.contact, { reference: view.reference })}</p>
      {byLink ? <p className={styles.note}>{application.linkNote}</p> : null}
      <div className={styles.actions}>
        <Button size="lg" onClick={() => window.print()}>
          {application.printLabel}
        </Button>
        <Button variant="secondary" size="lg" onClick={onAnother}>
          {application.anotherLabel}
        </Button>
      </div>
    </section>
  )
}
