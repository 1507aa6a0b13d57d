// The month as a list of the days that have events: the details below the grid, and on a phone the
// month itself. An event that began last month is listed on this month's first day.
import React from "react"
import { DualDate } from "../../components/dual-date/dual-date"
import { useFill } from "../../hooks/use-site"
import { weekdayOf } from "../../lib/nepal-time/day"
import { type BsMonthInfo } from "../../lib/nepal-time/bs-month"
import type { CalendarEvent } from "../../lib/calendar/events"
import { EventItem } from "./event-item"
import type { CalendarTexts, EventData } from "./fragments"
import * as styles from "./month-days.module.scss"

export interface MonthDaysProps {
  info: BsMonthInfo
  events: readonly CalendarEvent<EventData>[]
  texts: CalendarTexts
}

export function groupByDay<T extends CalendarEvent<EventData>>(events: readonly T[], firstDay: string): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const event of events) {
    const day = event.startDay < firstDay ? firstDay : event.startDay
    groups.set(day, [...(groups.get(day) ?? []), event])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

export function MonthDays({ info, events, texts }: MonthDaysProps) {
  const fill = useFill()
  const days = groupByDay(events, info.firstDay)
  return (
    <section className={styles.days} aria-labelledby="calendar-month-events">
      <h2 id="calendar-month-events" className={styles.heading}>
        {fill(texts.monthEventsTitle)}
      </h2>
      {days.length === 0 ? (
        <p>{fill(texts.noEvents)}</p>
      ) : (
        <ol className={styles.list}>
          {days.map(([day, dayEvents]) => (
            <li key={day} className={styles.day}>
              <h3 className={styles.date}>
                <span className={styles.weekday}>{texts.weekdays[weekdayOf(day)]?.long}</span> <DualDate iso={day} />
              </h3>
              {dayEvents.map((event) => (
                <EventItem key={event.slug} event={event} texts={texts} />
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
