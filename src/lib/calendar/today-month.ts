// "/calendar/" shows the month of the day it was built. A visitor whose day in Nepal lies in another
// month is sent to that month's page before anything is painted (a head script on first load), or told
// that this calendar does not reach their day.

import { NEPAL_TIME_ZONE } from "../nepal-time/day"
import { preloadFonts, requestAddress } from "../routes/replace-address-script"

export interface MonthRange {
  /** The month page's address. */
  path: string
  /** Its first and last days, "YYYY-MM-DD". */
  first: string
  last: string
}

/** The page of the month holding `day`, or null when no page does. */
export function monthPathFor(day: string, months: readonly MonthRange[]): string | null {
  for (let index = 0; index < months.length; index++) {
    const range = months[index]!
    if (range.first <= day && day <= range.last) return range.path
  }
  return null
}

/** Set on <html> when the visitor's day has no month page. */
export const OUTDATED_ATTRIBUTE = "data-calendar-outdated"

/** What /calendar/ gives its head script (src/browser/blocking/today-month.ts). */
export interface TodayMonthProps {
  /** The address of the month the page was built with. */
  builtPath: string
  months: readonly MonthRange[]
  /** The font files the page's language preloads, asked for only when the page stays. */
  fonts: readonly string[]
}

/** Today's date in Nepal, "YYYY-MM-DD". */
export function nepalToday(now: Date): string {
  // From the parts, as nepalDayOf does: the whole text's layout differs between engines (WebKitGTK's
  // en-CA writes 11/24/2026), and this calendar then thought every day beyond its reach.
  const parts: Record<string, string> = {}
  for (const part of new Intl.DateTimeFormat("en-CA", { timeZone: NEPAL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now)) {
    parts[part.type] = part.value
  }
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The head script's work, on the document as first parsed: today's month, or the note that it has none. */
export function goToTodayMonth(doc: Document, now: Date, props: TodayMonthProps): void {
  if (doc.readyState !== "loading") return
  const to = monthPathFor(nepalToday(now), props.months)
  if (to === null) doc.documentElement.setAttribute(OUTDATED_ATTRIBUTE, "")
  // The body's script does the move, the page undrawn meanwhile (see replace-address-script.ts).
  else if (to !== props.builtPath) {
    requestAddress(doc, to)
    return
  }
  preloadFonts(doc, props.fonts)
}
