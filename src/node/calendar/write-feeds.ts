// After the build: the calendar's .ics files from data/events/, named with data/calendar.json and
// data/site.json.
import fs from "fs"
import path from "path"
import { sortEvents } from "../../lib/calendar/events"
import { fillPlaceholders } from "../../lib/placeholders"
import { buildNow } from "../build-now"
import { writeCalendarFiles } from "./ics"
import { readEvents } from "./read-events"

export function writeCalendarFeeds(dataDir: string, publicDir: string, siteUrl: string): number {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dataDir, name), "utf8")) as Record<string, unknown>
  const site = read("site.json")
  const calendar = read("calendar.json") as { feedName: string; categories: Record<string, string> }
  return writeCalendarFiles(publicDir, sortEvents(readEvents(dataDir)), {
    siteUrl,
    calendarName: fillPlaceholders(calendar.feedName, site),
    categories: calendar.categories,
    now: buildNow(),
  })
}
