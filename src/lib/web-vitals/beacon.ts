// How a measurement of the page-performance hook (./report-web-vitals.ts) reaches the endpoint set at
// build time: loaded only where there is one.
import type { Metric } from "web-vitals"
import type { VitalsReporter } from "./report-web-vitals"

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
