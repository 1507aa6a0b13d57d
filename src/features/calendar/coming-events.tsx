// The next events from the visitor's today: an event leaves this list once it has ended, even on a
// page built weeks ago. Every event is written, those the build's clock leaves out hidden, and the
// visitor's clock decides in the browser (src/lib/calendar/calendar-clock.ts).
import React from "react"
import { DayRange } from "../../components/dual-date/day-range"
import { DualDate } from "../../components/dual-date/dual-date"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { comingEvents, type CalendarEvent } from "../../lib/calendar/events"
import { COMING_ENDS, COMING_EVENTS, NONE_COMING } from "../../lib/calendar/calendar-clock"
import { eventPath } from "../../lib/calendar/paths"
import { useLocale } from "../../state/locale-context"
import { categoryLabel, eventTime } from "./event-item"
import type { CalendarTexts, EventData } from "./fragments"
import * as styles from "./coming-events.module.scss"

export interface ComingEventsProps {
  /** Every event, in the calendar's order. */
  events: readonly CalendarEvent<EventData>[]
  /** The build's clock, ms: what the HTML shows as coming. */
  now: number
  texts: CalendarTexts
}

export function ComingEvents({ events, now, texts }: ComingEventsProps) {
  const fill = useFill()
  const locale = useLocale()
  const coming = new Set(comingEvents(events, now, texts.comingCount))
  return (
    <section className={styles.coming} aria-labelledby="calendar-coming" {...{ [COMING_EVENTS]: texts.comingCount }}>
      <h2 id="calendar-coming">{fill(texts.comingTitle)}</h2>
      <p hidden={coming.size > 0} {...{ [NONE_COMING]: "" }}>
        {fill(texts.noComing)}
      </p>
      {events.length === 0 ? null : (
        <ol className={styles.list} hidden={coming.size === 0}>
          {events.map((event) => (
            <li key={event.slug} className={styles.item} data-event={event.slug} hidden={!coming.has(event)} {...{ [COMING_ENDS]: Date.parse(event.endsAt) }}>
              <SmartLink to={eventPath(event)} className={styles.title}>
                {event.title}
              </SmartLink>
              <span className={styles.when}>
                {event.endDay !== event.startDay ? <DayRange start={event.startDay} end={event.endDay} /> : <DualDate iso={event.startDay} />}
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
