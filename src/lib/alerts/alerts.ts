// When an alert shows: from its start to its end, unless the visitor dismissed it (only info and
// warning alerts can be dismissed). The build leaves out alerts that have ended; the browser applies
// the same rule at view time, so a page built weeks ago still hides an ended alert.
import { hasEnded, instantWindow, isActive } from "../nepal-time/windows"

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
