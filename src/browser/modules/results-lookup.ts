// The results page's lookup: the form finds a student's marksheet in the published results.
import { startResultsLookup } from "../../lib/results/lookup-form"

export function start(element: HTMLElement, signal: AbortSignal): void {
  const stop = startResultsLookup(element)
  signal.addEventListener("abort", stop, { once: true })
}
