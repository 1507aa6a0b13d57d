// A notice's page: the line saying the notice has expired, shown once it has by the visitor's clock.
import { startNoticeExpiry } from "../../lib/notices/notice-expiry"

export function start(element: HTMLElement, signal: AbortSignal): void {
  startNoticeExpiry(element, signal)
}
