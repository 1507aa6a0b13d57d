// After the build: the calendar's .ics files from data/events/, named with data/calendar.json and
// data/site.json, in each language.
import { sortEvents } from "../../lib/calendar/events"
import { LOCALES } from "../../lib/i18n/locales"
import { fillPlaceholders } from "../../lib/placeholders"
import { buildNow } from "../build-now"
import { localizedData } from "../locales/data-nodes"
import { writeCalendarFiles } from "./ics"
import { readEvents } from "./read-events"

export function writeCalendarFeeds(dataDir: string, publicDir: string, siteUrl: string): number {
  const now = buildNow()
  let written = 0
  for (const locale of LOCALES) {
    const site = localizedData(dataDir, "site.json", locale)
    const calendar = localizedData(dataDir, "calendar.json", locale) as unknown as { feedName: string; categories: Record<string, string> }
    written += writeCalendarFiles(publicDir, sortEvents(readEvents(dataDir, locale)), {
      siteUrl,
      calendarName: fillPlaceholders(calendar.feedName, site),
      categories: calendar.categories,
      now,
      locale,
    })
  }
  return written
}
