// The events of data/events/ read straight from their files, for the route list and the .ics files; in
// Nepali with the words of data/ne/events/, put in the same way as for the pages.
import path from "path"
import { withSpan, type CalendarEvent, type EventFields } from "../../lib/calendar/events"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { localizedData } from "../locales/data-nodes"
import { listEventFiles } from "../validate/validate-events"

export function readEvents(dataDir: string, locale: Locale = DEFAULT_LOCALE): CalendarEvent[] {
  return listEventFiles(dataDir).map((file) => {
    const { locale: _locale, untranslated: _untranslated, ...fields } = localizedData(dataDir, path.relative(dataDir, file), locale)
    return withSpan(fields as unknown as EventFields)
  })
}
