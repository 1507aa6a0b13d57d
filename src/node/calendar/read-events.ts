// The events of data/events/ read straight from their files, for the route list and the .ics files.
import fs from "fs"
import { withSpan, type CalendarEvent, type EventFields } from "../../lib/calendar/events"
import { listEventFiles } from "../validate/validate-events"

export function readEvents(dataDir: string): CalendarEvent[] {
  return listEventFiles(dataDir).map((file) => withSpan(JSON.parse(fs.readFileSync(file, "utf8")) as EventFields))
}
