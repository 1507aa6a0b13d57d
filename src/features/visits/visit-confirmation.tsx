// The confirmation: the reference, the day (BS, AD beside) and hours in Nepal time, the people, the
// map link, the visit as a calendar file made in the browser, and the family's own cancel link.
import React, { useEffect, useRef, useState } from "react"
import { SmartLink } from "../../components/smart-link/smart-link"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { localizedPath } from "../../lib/i18n/locales"
import { directionsUrl } from "../../lib/visits/directions"
import { visitIcs } from "../../lib/visits/ics"
import { visitWhen } from "../../lib/visits/texts"
import type { BookedVisit } from "./api"
import { VISIT_PATH } from "./paths"
import { useVisitWords } from "./use-visit-words"
import * as styles from "./visits.module.scss"

export function VisitConfirmation({ visit, email }: { visit: BookedVisit; email: string }) {
  const { texts, fill, locale } = useVisitWords()
  const heading = useRef<HTMLHeadingElement>(null)
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null)
  const when = visitWhen(visit.slot, locale)

  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    const ics = visitIcs({
      reference: visit.reference,
      startsAt: visit.slot.startsAt,
      endsAt: visit.slot.endsAt,
      title: `${texts.chosenTitle}: ${fill("{name}")}`,
      description: `${texts.mapLink.label}: ${directionsUrl()}`,
      location: fill("{name}"),
      host: window.location.host,
      now: new Date(),
    })
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar" }))
    setCalendarUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [visit, texts, fill])

  const cancelHref = `${localizedPath(VISIT_PATH, locale)}#cancel=${visit.token}`
  return (
    <section className={styles.confirmation} aria-labelledby="visit-confirmed">
      <h2 id="visit-confirmed" ref={heading} tabIndex={-1}>
        {texts.confirmation.title}
      </h2>
      <dl className={styles.facts}>
        <dt>{texts.confirmation.referenceLabel}</dt>
        <dd className={styles.reference} data-testid="visit-reference">
          {visit.reference}
        </dd>
        <dt>{texts.confirmation.whenLabel}</dt>
        <dd>
          {when} <span className={styles.note}>({texts.timeNote})</span>
        </dd>
        <dt>{texts.confirmation.peopleLabel}</dt>
        <dd>{toLocaleDigits(visit.people, locale)}</dd>
      </dl>
      <p>{texts.languages[visit.slot.language as "en" | "ne"]}</p>
      {email.trim() ? <p>{fill(texts.confirmation.emailNote, { email: email.trim() })}</p> : null}
      <ul className={styles.actions}>
        <li>
          <SmartLink to={directionsUrl()}>{texts.mapLink.label}</SmartLink>
        </li>
        {calendarUrl ? (
          <li>
            <a href={calendarUrl} download={`${visit.reference}.ics`}>
              {texts.confirmation.calendarLabel}
            </a>
          </li>
        ) : null}
      </ul>
      <p>
        {texts.confirmation.cancelText} <a href={cancelHref}>{texts.confirmation.cancelLabel}</a>
      </p>
    </section>
  )
}
