// The calendar of one BS month: the month grid (a list of days on a phone), the coming events and
// how to subscribe. The visitor's clock decides what is coming and which day is today, in plain DOM
// on the markup drawn with the build's clock (src/lib/calendar/calendar-clock.ts, which the page's
// `calendar-clock` module starts on it).
import React from "react"
import { PageIntro } from "../../components/layout/page-intro"
import { useFill } from "../../hooks/use-site"
import { moduleAttribute } from "../../lib/modules/names"
import { bsMonthInfo } from "../../lib/nepal-time/bs-month"
import { overlapsDays, sortEvents, withSpan } from "../../lib/calendar/events"
import { nepalDay } from "../../lib/nepal-time/day"
import type { MonthRange } from "../../lib/calendar/today-month"
import { ComingEvents } from "./coming-events"
import type { CalendarTexts, EventData } from "./fragments"
import { MonthDays } from "./month-days"
import { MonthGrid } from "./month-grid"
import { MonthNav } from "./month-nav"
import { Subscribe } from "./subscribe"
import * as styles from "./calendar-page.module.scss"

/** What createPages gives each calendar page (src/node/calendar/create-calendar-pages.ts). */
export interface CalendarPageContext {
  year: number
  month: number
  /** The build's now, ISO: what the HTML counts as coming before the browser knows better. */
  now: string
  isToday: boolean
  previous: string | null
  next: string | null
  months: MonthRange[] | null
}

export interface CalendarPageProps {
  texts: CalendarTexts
  events: readonly EventData[]
  context: CalendarPageContext
}

export function CalendarPage({ texts, events, context }: CalendarPageProps) {
  const fill = useFill()
  const all = sortEvents(events.map((event) => withSpan(event)))
  const builtAt = Date.parse(context.now)
  const info = bsMonthInfo({ year: context.year, month: context.month })
  const inMonth = all.filter((event) => overlapsDays(event, info.firstDay, info.lastDay))
  return (
    <>
      <PageIntro heading={fill(texts.heading)} intro={fill(texts.intro)}>
        {context.months ? <p className={styles.outdated}>{fill(texts.outdatedNote)}</p> : null}
      </PageIntro>
      <div className={styles.body} {...moduleAttribute("calendar-clock")}>
        <section className={styles.month} aria-labelledby="calendar-month">
          <MonthNav info={info} texts={texts} previous={context.previous} next={context.next} />
          <p className={styles.note}>{fill(texts.saturdayNote)}</p>
          <MonthGrid info={info} events={inMonth} texts={texts} today={nepalDay(new Date(builtAt))} />
          <MonthDays info={info} events={inMonth} texts={texts} />
        </section>
        <ComingEvents events={all} now={builtAt} texts={texts} />
        <Subscribe texts={texts} />
      </div>
    </>
  )
}
