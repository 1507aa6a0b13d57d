// When an alert shows: from its start to its end, unless the visitor dismissed it (only info and
// warning alerts can be dismissed). The build leaves out alerts that have ended; the browser applies
// the same rule at view time, so a page built weeks ago still hides an ended alert.
import { hasEnded, instantWindow, isActive } from "../nepal-time/windows"
import { ALERTS_REGION_ID } from "./region-id"

export type Severity = "info" | "warning" | "critical"

export interface AlertTiming {
  id: string
  severity: string
  /** ISO date-times with their offset. */
  starts: string
  ends: string
}

export const DISMISSED_KEY = "crest:dismissed-alerts"

export function isDismissible(alert: { severity: string }): boolean {
  return alert.severity !== "critical"
}

/** Alerts worth putting in the HTML: those that have not ended at build time, future ones too. */
export function alertsForBuild<T extends AlertTiming>(alerts: readonly T[], buildNow: number): T[] {
  return alerts.filter((alert) => !hasEnded(instantWindow(alert.starts, alert.ends), buildNow))
}

export function isAlertShown(alert: AlertTiming, now: number, dismissed: ReadonlySet<string>): boolean {
  return isActive(instantWindow(alert.starts, alert.ends), now) && !(isDismissible(alert) && dismissed.has(alert.id))
}

/** The marks an alert's markup carries (src/features/alerts/alert-item.tsx), for the rule to read. */
export const ALERT_ID = "data-alert-id"
export const ALERT_DISMISS = "data-alert-dismiss"

function timingOf(element: Element): AlertTiming {
  return {
    id: element.getAttribute(ALERT_ID) ?? "",
    // Only whether it can be dismissed matters to the rule, and the markup says just that.
    severity: element.hasAttribute("data-dismissible") ? "info" : "critical",
    starts: element.getAttribute("data-starts") ?? "",
    ends: element.getAttribute("data-ends") ?? "",
  }
}

/**
 * Applies the rule to the alerts in the page: each shown or hidden for `now` and what the visitor
 * dismissed, and their region hidden while none shows. Run before the first paint, then again as time
 * passes and on each dismissal, so a page built weeks ago hides an ended alert and shows a started one.
 */
export function decideAlerts(doc: Document, now: number, dismissed: ReadonlySet<string>): void {
  const region = doc.getElementById(ALERTS_REGION_ID)
  if (!region) return
  let any = false
  for (const alert of region.querySelectorAll<HTMLElement>(`[${ALERT_ID}]`)) {
    const shown = isAlertShown(timingOf(alert), now, dismissed)
    alert.hidden = !shown
    any ||= shown
  }
  region.hidden = !any
}

export function readDismissed(storage: Pick<Storage, "getItem"> | null): Set<string> {
  try {
    const list: unknown = JSON.parse(storage?.getItem(DISMISSED_KEY) ?? "[]")
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [])
  } catch {
    return new Set()
  }
}

export function rememberDismissed(storage: Pick<Storage, "getItem" | "setItem"> | null, id: string): void {
  try {
    storage?.setItem(DISMISSED_KEY, JSON.stringify([...readDismissed(storage), id]))
  } catch {
    // Private modes may refuse storage: the alert is still hidden for this page view.
  }
}

/**
 * For the head script, before the page's first paint: applies the rule at once when the alerts are
 * already in the document (the script placed after them), and otherwise (placed in <head>) to each
 * part of the page as the browser parses it, until the whole page is parsed. A mutation observer's
 * callback runs before the browser paints what was just parsed, so no alert shows wrongly for a frame.
 */
export function decideAlertsWhileParsing(doc: Document, storage: Pick<Storage, "getItem"> | null): void {
  const dismissed = readDismissed(storage)
  const decide = () => decideAlerts(doc, Date.now(), dismissed)
  decide()
  if (doc.readyState !== "loading") return
  const watching = new MutationObserver(decide)
  watching.observe(doc.documentElement, { childList: true, subtree: true })
  doc.addEventListener("DOMContentLoaded", () => watching.disconnect(), { once: true })
}
