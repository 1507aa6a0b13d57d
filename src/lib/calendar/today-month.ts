// "/calendar/" shows the month of the day it was built. A visitor whose day in Nepal lies in another
// month is sent to that month's page before anything is painted (an inline script on first load, an
// effect after a client-side navigation), or told that this calendar does not reach their day.

import { jsonForHtml } from "../json-for-html"
import { NEPAL_TIME_ZONE } from "../nepal-time/day"
import { fontPreloads, replaceAddressWith } from "../routes/replace-address-script"

export interface MonthRange {
  /** The month page's address. */
  path: string
  /** Its first and last days, "YYYY-MM-DD". */
  first: string
  last: string
}

/** The page of the month holding `day`, or null when no page does. Self-contained: it is inlined. */
export function monthPathFor(day: string, months: readonly MonthRange[]): string | null {
  for (let index = 0; index < months.length; index++) {
    const range = months[index]!
    if (range.first <= day && day <= range.last) return range.path
  }
  return null
}

/** Set on <html> when the visitor's day has no month page. */
export const OUTDATED_ATTRIBUTE = "data-calendar-outdated"

/** `fonts`: the font files the page's language preloads, asked for only when the page stays. */
export function todayMonthScript(builtPath: string, months: readonly MonthRange[], fonts: readonly string[] = []): string {
  const table = jsonForHtml(months)
  return (
    "(function(){" +
    'if(document.readyState!=="loading")return;' +
    // From the parts, as nepalDayOf does: the whole text's layout differs between engines (WebKitGTK's
    // en-CA writes 11/24/2026), and this calendar then thought every day beyond its reach.
    "var parts={};" +
    `new Intl.DateTimeFormat("en-CA",{timeZone:${JSON.stringify(NEPAL_TIME_ZONE)},year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date()).forEach(function(part){parts[part.type]=part.value});` +
    'var day=parts.year+"-"+parts.month+"-"+parts.day;' +
    `var to=(${monthPathFor.toString()})(day,${table});` +
    `if(to===null)document.documentElement.setAttribute("${OUTDATED_ATTRIBUTE}","");` +
    // The body's script does the move, the page undrawn meanwhile (see replace-address-script.ts).
    `else if(to!==${JSON.stringify(builtPath)}){${replaceAddressWith("to")}return;}` +
    fontPreloads(fonts) +
    "})()"
  )
}
