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

/** The longest line iCalendar allows, in octets, not counting its CRLF. */
export const ICS_LINE_OCTETS = 75

/**
 * Folds each content line at 75 octets of UTF-8, never inside a character: a continuation line starts
 * with a space, which counts. The `ics` package folds at 75 characters, so a line of Devanagari (three
 * octets a letter) came out at up to 216 octets, which strict readers refuse or cut.
 */
export function foldIcsLines(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, "")
  return unfolded
    .split("\r\n")
    .map((line) => {
      const parts: string[] = []
      let part = ""
      let octets = 0
      for (const character of line) {
        const size = Buffer.byteLength(character, "utf8")
        const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1
        if (octets + size > limit) {
          parts.push(part)
          part = ""
          octets = 0
        }
        part += character
        octets += size
      }
      parts.push(part)
      return parts.join("\r\n ")
    })
    .join("\r\n")
}

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
