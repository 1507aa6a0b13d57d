// The month as a grid of weeks from Sunday to Friday plus the Saturday holiday, each BS day with its
// AD day beside and the events of that day. Hidden on a phone, where the list of days stands in.
import React from "react"
import { bsMonthName, monthWeeks, type BsMonthInfo, type MonthCell } from "../../lib/nepal-time/bs-month"
import { dateTextsFor } from "../../lib/nepal-time/texts"
import { toLocaleDigits } from "../../lib/i18n/digits"
import { useLocale } from "../../state/locale-context"
import type { Locale } from "../../lib/i18n/locales"
import { coversDay, type CalendarEvent } from "../../lib/calendar/events"
import { CALENDAR_DAY } from "../../lib/calendar/calendar-clock"
import type { CalendarTexts, EventData } from "./fragments"
import * as styles from "./month-grid.module.scss"

const SATURDAY = 6

function adLabel(cell: MonthCell, first: boolean, locale: Locale): string {
  const day = toLocaleDigits(cell.adDay, locale)
  // The AD month is named where it starts and in the first cell, so each number can be placed.
  if (!first && cell.adDay !== 1) return day
  return `${dateTextsFor(locale).adMonthsShort[Number(cell.iso.slice(5, 7)) - 1]} ${day}`
}

export interface MonthGridProps {
  info: BsMonthInfo
  events: readonly CalendarEvent<EventData>[]
  texts: CalendarTexts
  /** The day in Nepal marked as today, "YYYY-MM-DD": the build's (the visitor's is marked in the browser, src/lib/calendar/calendar-clock.ts). */
  today: string
}

export function MonthGrid({ info, events, texts, today }: MonthGridProps) {
  const locale = useLocale()
  return (
    <table className={styles.grid}>
      <caption className="visually-hidden">
        {bsMonthName(info, locale)}
      </caption>
      <thead>
        <tr>
          {texts.weekdays.map((weekday, index) => (
            <th key={weekday.long} scope="col" className={index === SATURDAY ? styles.saturday : undefined}>
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(info).map((week, row) => (
          <tr key={row}>
            {week.map((cell, column) =>
              cell ? (
                <td
                  key={cell.iso}
                  className={column === SATURDAY ? `${styles.day} ${styles.saturday}` : styles.day}
                  aria-current={cell.iso === today ? "date" : undefined}
                  {...{ [CALENDAR_DAY]: cell.iso }}
                >
                  <span className={styles.numbers}>
                    <span className={styles.bs}>{toLocaleDigits(cell.bsDay, locale)}</span>
                    <span className={styles.ad}>
                      <span className="visually-hidden">{texts.adDayLabel} </span>
                      {adLabel(cell, cell.bsDay === 1, locale)}
                    </span>
                  </span>
                  {column === SATURDAY ? <span className={styles.weeklyHoliday}>{texts.saturdayLabel}</span> : null}
                  <DayEvents events={events.filter((event) => coversDay(event, cell.iso))} />
                </td>
              ) : (
                <td key={`empty-${column}`} className={styles.empty} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

// The category "event" has the same class as every event's link: naming it twice is invalid HTML.
function eventClasses(category: string): string {
  return [...new Set([styles.event, styles[category]])].filter(Boolean).join(" ")
}

function DayEvents({ events }: { events: readonly CalendarEvent<EventData>[] }) {
  if (events.length === 0) return null
  return (
    <ul className={styles.events}>
      {events.map((event) => (
        <li key={event.slug}>
          <a href={`#${event.slug}`} className={eventClasses(event.category)}>
            {event.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
