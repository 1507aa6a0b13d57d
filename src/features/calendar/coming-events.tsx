// The next events from the visitor's today: an event leaves this list once it has ended, even on a
// page built weeks ago.
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { comingEvents, type CalendarEvent } from "../../lib/calendar/events"
import { eventPath } from "../../lib/calendar/paths"
import { useLocale } from "../../state/locale-context"
import { categoryLabel, eventTime } from "./event-item"
import type { CalendarTexts, EventData } from "./fragments"
import * as styles from "./coming-events.module.scss"

export interface ComingEventsProps {
  events: readonly CalendarEvent<EventData>[]
  /** The visitor's clock, ms. */
  now: number
  texts: CalendarTexts
}

export function ComingEvents({ events, now, texts }: ComingEventsProps) {
  const fill = useFill()
  const locale = useLocale()
  const coming = comingEvents(events, now, texts.comingCount)
  return (
    <section className={styles.coming} aria-labelledby="calendar-coming">
      <h2 id="calendar-coming">{fill(texts.comingTitle)}</h2>
      {coming.length === 0 ? (
        <p>{fill(texts.noComing)}</p>
      ) : (
        <ol className={styles.list}>
          {coming.map((event) => (
            <li key={event.slug} className={styles.item} data-event={event.slug}>
              <SmartLink to={eventPath(event)} className={styles.title}>
                {event.title}
              </SmartLink>
              <span className={styles.when}>
                <DualDate iso={event.startDay} />
                {event.endDay !== event.startDay ? (
                  <>
                    {" "}
                    {fill(texts.untilLabel)} <DualDate iso={event.endDay} />
                  </>
                ) : null}
              </span>
              <span className={styles.meta}>
                {categoryLabel(event.category, texts)} · {eventTime(event, texts, locale)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
