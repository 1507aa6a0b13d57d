// A list of notices as the build chose them, kept to those still up by the visitor's clock.
import { startCurrentNotices } from "../../lib/notices/current-notices"

export function start(element: HTMLElement, signal: AbortSignal): void {
  startCurrentNotices(element, signal)
}
