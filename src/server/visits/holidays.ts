// The calendar's holidays close visiting days by themselves. The server reads the events from
// data/events/ when it starts (the project's folder, beside public/), so a holiday added to the
// calendar closes its days at the next start, without a change to visits.json.
import fs from "fs"
import path from "path"
import { holidaySpans, type ClosedSpan } from "../../lib/visits/slots"

export const EVENTS_DIR = path.join("data", "events")

export function readHolidays(dir: string = path.resolve(EVENTS_DIR)): ClosedSpan[] {
  // Without the folder (a host that ships only the functions), no day is closed by a holiday: the
  // office can still close one in visits.json. Said once in the log, without any visitor's data.
  if (!fs.existsSync(dir)) {
    console.error(`visits: no calendar events at ${dir}; holidays do not close visiting days`)
    return []
  }
  const events = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { category: string; start: string; end?: string | null })
  return holidaySpans(events)
}
