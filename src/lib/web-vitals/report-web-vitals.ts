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

/** Starts measuring when there is a callback or an endpoint; resolves whether it did. */
export async function reportWebVitals(onReport?: VitalsReporter, options: ReportWebVitalsOptions = {}): Promise<boolean> {
  const endpoint = options.endpoint === undefined ? process.env.GATSBY_VITALS_ENDPOINT || null : options.endpoint
  if (!onReport && !endpoint) return false
  try {
    // The sending code comes with the measuring code, only where there is an endpoint.
    const reporters = [onReport, endpoint ? (await import("./beacon")).beaconTo(endpoint) : undefined].filter(
      (reporter): reporter is VitalsReporter => typeof reporter === "function",
    )
    const { onCLS, onINP, onFCP, onLCP, onTTFB } = await (options.load ?? (() => import("web-vitals")))()
    const report: VitalsReporter = (metric) => reporters.forEach((reporter) => reporter(metric))
    for (const listen of [onCLS, onINP, onFCP, onLCP, onTTFB]) listen(report)
    return true
  } catch {
    return false // the measuring or sending code did not load; the page works the same without it
  }
}
