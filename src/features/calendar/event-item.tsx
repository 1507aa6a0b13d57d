// One event in the month's list: its anchor (the event's address), when, where, what, and its .ics file.
import React from "react"
import { DayRange } from "../../components/dual-date/day-range"
import { useFill } from "../../hooks/use-site"
import type { CalendarEvent } from "../../lib/calendar/events"
import { formatTimeRange } from "../../lib/nepal-time/texts"
import { useLocale } from "../../state/locale-context"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { eventIcsPath } from "../../lib/calendar/paths"
import type { CalendarTexts, EventData } from "./fragments"
import * as styles from "./event-item.module.scss"

export function eventTime(event: CalendarEvent<EventData>, texts: CalendarTexts, locale: Locale = DEFAULT_LOCALE): string {
  return event.allDay ? texts.allDay : `${formatTimeRange(event.startTime ?? "", event.endTime ?? "", locale)} ${texts.timeZone}`
}

export function categoryLabel(category: string, texts: CalendarTexts): string {
  return (texts.categories as Record<string, string | undefined>)[category] ?? category
}

export function EventItem({ event, texts }: { event: CalendarEvent<EventData>; texts: CalendarTexts }) {
  const fill = useFill()
  const locale = useLocale()
  return (
    <article id={event.slug} className={styles.event} aria-labelledby={`${event.slug}-title`}>
      <h4 id={`${event.slug}-title`} className={styles.title}>
        {event.title}
      </h4>
      <p className={styles.meta}>
        <span className={`${styles.category} ${styles[event.category] ?? ""}`}>{categoryLabel(event.category, texts)}</span>
        <span>{eventTime(event, texts, locale)}</span>
      </p>
      {event.endDay !== event.startDay ? (
        <p className={styles.range}>
          <DayRange start={event.startDay} end={event.endDay} />
        </p>
      ) : null}
      {event.location ? <p className={styles.location}>{event.location}</p> : null}
      {event.description ? <p>{event.description}</p> : null}
      <a className={styles.ics} href={eventIcsPath(event.slug, locale)} download>
        {fill(texts.addToCalendar)}
        <span className="visually-hidden">: {event.title}</span> (.ics)
      </a>
    </article>
  )
}
