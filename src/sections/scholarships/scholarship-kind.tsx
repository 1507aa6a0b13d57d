// One kind of scholarship: what it is, how much and how many places, who qualifies, how to apply, its
// dates and the documents it needs.
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { PageLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { eventPath } from "../../lib/calendar/paths"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { langAt, type LangOf } from "../../lib/i18n/stand-ins"
import { unlocalizedPath } from "../../lib/i18n/locales"
import { formatRupees } from "../../lib/money/rupees"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import type { CalendarEventLink, LibraryDocumentLink, ScholarshipsData } from "./scholarships-data"
import * as styles from "./scholarships.module.scss"

type Kind = ScholarshipsData["kinds"][number]
type Labels = ScholarshipsData["labels"]

interface ScholarshipKindProps {
  kind: Kind
  index: number
  labels: Labels
  langOf: LangOf
  documents: readonly LibraryDocumentLink[]
  events: readonly CalendarEventLink[]
}

function useAward(award: Kind["award"], labels: Labels): string {
  const fill = useFill()
  const locale = useLocale()
  if (award.percent != null) return fillPlaceholders(fill(labels.percent), { percent: toLocaleDigits(award.percent, locale) })
  return fillPlaceholders(fill(labels.rupees), { amount: formatRupees(award.rupees ?? 0, locale) })
}

export function ScholarshipKind({ kind, index, labels, langOf, documents, events }: ScholarshipKindProps) {
  const fill = useFill()
  const locale = useLocale()
  const at = `kinds[${index}]`
  const headingId = `${kind.slug}-heading`
  const award = useAward(kind.award, labels)
  const awardLabel = kind.award.percent != null ? "labels.percent" : "labels.rupees"
  const needed = kind.documents.flatMap((slug) => documents.filter((document) => document.slug === slug))
  return (
    <section id={kind.slug} className={styles.kind} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.kindName} lang={langOf(`${at}.name`)}>
        {fill(kind.name)}
      </h2>
      <p lang={langOf(`${at}.summary`)}>{fill(kind.summary)}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt lang={langOf("labels.award")}>{fill(labels.award)}</dt>
          <dd>
            <strong lang={langOf(awardLabel)}>{award}</strong>
            {kind.awardNote ? (
              <span className={styles.note} lang={langOf(`${at}.awardNote`)}>
                {fill(kind.awardNote)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt lang={langOf("labels.places")}>{fill(labels.places)}</dt>
          <dd>
            {kind.places != null ? (
              <strong lang={langOf("labels.placesCount")}>
                {fillPlaceholders(fill(labels.placesCount), { count: toLocaleDigits(kind.places, locale) })}
              </strong>
            ) : (
              <strong lang={langOf("labels.noLimit")}>{fill(labels.noLimit)}</strong>
            )}
            {kind.placesNote ? (
              <span className={styles.note} lang={langOf(`${at}.placesNote`)}>
                {fill(kind.placesNote)}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <h3 lang={langOf("labels.qualifies")}>{fill(labels.qualifies)}</h3>
      <ul className={styles.list}>
        {kind.qualifies.map((line, item) => (
          <li key={line} lang={langOf(`${at}.qualifies[${item}]`)}>
            {fill(line)}
          </li>
        ))}
      </ul>
      <h3 lang={langOf("labels.apply")}>{fill(labels.apply)}</h3>
      <p lang={langOf(`${at}.apply`)}>{fill(kind.apply)}</p>
      {kind.dates.length > 0 ? (
        <>
          <h3 lang={langOf("labels.dates")}>{fill(labels.dates)}</h3>
          <ul className={styles.dates}>
            {kind.dates.map((date, item) => {
              const event = date.event ? events.find((candidate) => candidate.slug === date.event) : undefined
              return (
                <li key={`${date.day} ${date.label}`}>
                  <span className={styles.dateLabel} lang={langOf(`${at}.dates[${item}].label`)}>
                    {fill(date.label)}
                  </span>
                  {event ? (
                    <PageLink to={eventPath({ slug: event.slug, startDay: event.start })} className={styles.dateLink}>
                      <DualDate iso={date.day} />
                      <span className="visually-hidden" lang={langOf("labels.inCalendar")}>
                        {` ${fill(labels.inCalendar)}`}
                      </span>
                    </PageLink>
                  ) : (
                    <DualDate iso={date.day} />
                  )}
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
      {needed.length > 0 || kind.bring.length > 0 ? (
        <>
          <h3 lang={langOf("labels.documents")}>{fill(labels.documents)}</h3>
          {needed.length > 0 ? (
            <>
              <p className={styles.note} lang={langOf("labels.download")}>
                {fill(labels.download)}
              </p>
              <ul className={styles.list}>
                {needed.map((document) => (
                  <li key={document.slug}>
                    <PageLink to={unlocalizedPath(document.path)} className={styles.documentLink} lang={langAt(document.untranslated, "title")}>
                      {document.title}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {kind.bring.length > 0 ? (
            <>
              <p className={styles.note} lang={langOf("labels.bring")}>
                {fill(labels.bring)}
              </p>
              <ul className={styles.list}>
                {kind.bring.map((line, item) => (
                  <li key={line} lang={langOf(`${at}.bring[${item}]`)}>
                    {fill(line)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
