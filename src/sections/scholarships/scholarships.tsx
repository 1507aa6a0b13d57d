// The scholarships page's body: a row of links to each kind, then each kind with who qualifies, how
// much (a percent of the tuition fee, or rupees through formatRupees), how many places, how to apply,
// its dates (Bikram Sambat first; a date that belongs to a calendar event links to it) and the
// documents it needs (each a link to its page in the documents library). The build's data check makes
// sure every event and document named here exists (src/node/validate/references.ts).
import { graphql } from "gatsby"
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { langAt, type LangOf } from "../../lib/i18n/stand-ins"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { fillPlaceholders } from "../../lib/placeholders"
import { useLocale } from "../../state/locale-context"
import { ScholarshipKind } from "./scholarship-kind"
import type { CalendarEventLink, LibraryDocumentLink, ScholarshipsData } from "./scholarships-data"
import * as styles from "./scholarships.module.scss"

export interface ScholarshipsProps {
  scholarships: ScholarshipsData
  /** The documents library's entries in the page's language, for the documents each kind needs. */
  documents: readonly LibraryDocumentLink[]
  /** The calendar's events, for the dates that name one. */
  events: readonly CalendarEventLink[]
}

export function Scholarships({ scholarships, documents, events }: ScholarshipsProps) {
  const fill = useFill()
  const locale = useLocale()
  const langOf: LangOf = (path) => langAt(scholarships.untranslated, path)
  const { labels } = scholarships
  return (
    <div className={styles.scholarships}>
      <PageIntro heading={fill(scholarships.heading)} intro={fill(scholarships.intro)} headingLang={langOf("heading")} introLang={langOf("intro")}>
        <p className={styles.year} lang={langOf("labels.year")}>
          {fillPlaceholders(fill(labels.year), { year: toLocaleDigits(scholarships.year, locale) })}
        </p>
        <p>
          <SmartLink to={labels.fees.to} className={styles.feesLink} lang={langOf("labels.fees.label")}>
            {fill(labels.fees.label)}
          </SmartLink>
        </p>
      </PageIntro>
      <div className={styles.body}>
        <nav className={styles.kindsNav} aria-label={fill(labels.kinds)} lang={langOf("labels.kinds")}>
          <ul>
            {scholarships.kinds.map((kind, index) => (
              <li key={kind.slug}>
                <a href={`#${kind.slug}`} lang={langOf(`kinds[${index}].name`)}>
                  {fill(kind.name)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.kinds}>
          {scholarships.kinds.map((kind, index) => (
            <ScholarshipKind key={kind.slug} kind={kind} index={index} labels={labels} langOf={langOf} documents={documents} events={events} />
          ))}
        </div>
      </div>
    </div>
  )
}

export const query = graphql`
  fragment ScholarshipsFields on ScholarshipsJson {
    untranslated
    heading
    intro
    year
    labels {
      year
      kinds
      qualifies
      award
      percent
      rupees
      places
      placesCount
      noLimit
      apply
      dates
      inCalendar
      documents
      download
      bring
      fees {
        label
        to
      }
    }
    kinds {
      slug
      name
      summary
      qualifies
      award {
        percent
        rupees
      }
      awardNote
      places
      placesNote
      apply
      dates {
        label
        day
        event
      }
      documents
      bring
    }
  }
`
