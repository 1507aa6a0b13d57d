// Entry of a calendar month's script (/calendar/ and each month's page, in both languages: light pages
// by their template): the site's frame, and today's mark and the coming events kept to the visitor's
// clock (src/lib/calendar/calendar-clock.ts, the code React's CalendarPage runs too). /calendar/ sends
// a visitor whose month is another one on by its head's inline script, before the page is drawn.
// Bundled by the build (src/node/pages/light-pages.ts) and written inline at the end of the page's
// <body>, where the whole page is already parsed.
import { startCalendarClock } from "../lib/calendar/calendar-clock"
import { startLightPage } from "./light-page"

startLightPage(document)
startCalendarClock(document, new AbortController().signal)
