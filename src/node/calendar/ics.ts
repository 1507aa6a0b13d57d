// The calendar as iCalendar (RFC 5545), written with the `ics` package: /calendar.ics, the feed a
// parent subscribes to once, and one file per event. Timed events are written in UTC, so every
// calendar app places them right without a time-zone table; whole-day events are DATE values whose
// DTEND is the day after the last day, as the standard says.
import fs from "fs"
import path from "path"
import { createEvents, type DateArray, type EventAttributes } from "ics"
import { addDays } from "../../lib/nepal-time/day"
import type { CalendarEvent } from "../../lib/calendar/events"
import { calendarFeedPath, eventIcsPath, eventPath } from "../../lib/calendar/paths"
import { parseIsoDay } from "../../lib/nepal-time/day"
import { LANGUAGE_TAG, localizedPath, type Locale } from "../../lib/i18n/locales"
import { foldIcsLines } from "../../lib/calendar/ics-lines"

export interface IcsOptions {
  /** The site's origin, e.g. https://www.crest-academy.example */
  siteUrl: string
  /** X-WR-CALNAME: what a phone calls the subscribed calendar. */
  calendarName: string
  /** The words for each category, e.g. { holiday: "Holiday" }. */
  categories: Readonly<Record<string, string>>
  /** DTSTAMP: when the build wrote the files. */
  now: Date
  /** The language of the words; the event's URL is the calendar page in that language. */
  locale: Locale
}

function dayArray(isoDay: string): DateArray {
  const parts = parseIsoDay(isoDay)!
  return [parts.year, parts.month, parts.day]
}

/** Stable across builds: the slug is the event's address, the host the site's. */
export function eventUid(slug: string, siteUrl: string): string {
  return `${slug}@${new URL(siteUrl).host}`
}

function attributes(event: CalendarEvent, options: IcsOptions): EventAttributes {
  const shared = {
    // The same in both languages: it is the same event, so a calendar that has both files keeps one.
    uid: eventUid(event.slug, options.siteUrl),
    title: event.title,
    description: event.description ?? undefined,
    location: event.location ?? undefined,
    url: `${options.siteUrl}${localizedPath(eventPath(event), options.locale)}`,
    categories: options.categories[event.category] ? [options.categories[event.category]!] : undefined,
    timestamp: options.now.getTime(),
  }
  if (event.allDay) {
    return { ...shared, start: dayArray(event.startDay), end: dayArray(addDays(event.endDay, 1)) }
  }
  return {
    ...shared,
    start: Date.parse(event.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
  }
}

export { ICS_LINE_OCTETS, foldIcsLines } from "../../lib/calendar/ics-lines"

export function calendarIcs(events: readonly CalendarEvent[], options: IcsOptions): string {
  const { error, value } = createEvents(
    events.map((event) => attributes(event, options)),
    { calName: options.calendarName, productId: `-//${new URL(options.siteUrl).host}//school calendar//${LANGUAGE_TAG[options.locale].toUpperCase()}`, method: "PUBLISH" },
  )
  if (error || !value) throw new Error(`Could not write the calendar: ${error?.message ?? "no output"}`)
  return foldIcsLines(value)
}

/** Writes /calendar.ics and /calendar/events/<slug>.ics (under /ne/ in Nepali) into the built site. */
export function writeCalendarFiles(publicDir: string, events: readonly CalendarEvent[], options: IcsOptions): number {
  const write = (address: string, text: string) => {
    const file = path.join(publicDir, address)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  write(calendarFeedPath(options.locale), calendarIcs(events, options))
  for (const event of events) write(eventIcsPath(event.slug, options.locale), calendarIcs([event], options))
  return events.length + 1
}
