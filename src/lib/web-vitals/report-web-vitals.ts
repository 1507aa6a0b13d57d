// The page-performance hook (docs/behaviour.md#web-vitals): CLS, INP, FCP, LCP and TTFB are measured
// only when someone listens, a callback or an endpoint set at build time (GATSBY_VITALS_ENDPOINT). Called
// with neither, as the site does at start-up, it sends nothing and does not even load web-vitals.
import type * as WebVitalsModule from "web-vitals"
import type { Metric } from "web-vitals"

export type VitalsReporter = (metric: Metric) => void
type WebVitals = typeof WebVitalsModule

export interface ReportWebVitalsOptions {
  /** Where to send each measurement; GATSBY_VITALS_ENDPOINT when left out, nowhere when null. */
  endpoint?: string | null
  /** How web-vitals is loaded (tests stand in for it). */
  load?: () => Promise<WebVitals>
}

/** The fields worth keeping of a measurement, as the JSON an endpoint receives. */
export function vitalsPayload(metric: Metric, page: string): string {
  const { name, value, rating, delta, id, navigationType } = metric
  return JSON.stringify({ name, value, rating, delta, id, navigationType, page })
}

/**
 * Sends each measurement with navigator.sendBeacon, which survives the page closing. The body is
 * JSON sent as text/plain, a type browsers may beacon to another origin without a preflight.
 */
export function beaconTo(endpoint: string): VitalsReporter {
  return (metric) => {
    const body = vitalsPayload(metric, window.location.pathname)
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(endpoint, body)) return
    fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {
      // Measurements are best effort: a failed send must never bother the visitor.
    })
  }
}

/** Starts measuring when there is a callback or an endpoint; resolves whether it did. */
export async function reportWebVitals(onReport?: VitalsReporter, options: ReportWebVitalsOptions = {}): Promise<boolean> {
  const endpoint = options.endpoint === undefined ? process.env.GATSBY_VITALS_ENDPOINT || null : options.endpoint
  const reporters = [onReport, endpoint ? beaconTo(endpoint) : undefined].filter(
    (reporter): reporter is VitalsReporter => typeof reporter === "function",
  )
  if (reporters.length === 0) return false
  try {
    const { onCLS, onINP, onFCP, onLCP, onTTFB } = await (options.load ?? (() => import("web-vitals")))()
    const report: VitalsReporter = (metric) => reporters.forEach((reporter) => reporter(metric))
    for (const listen of [onCLS, onINP, onFCP, onLCP, onTTFB]) listen(report)
    return true
  } catch {
    return false // the measuring code did not load; the page works the same without it
  }
}
