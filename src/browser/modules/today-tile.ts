// The college home's tile of today's date in Nepal time with its Bikram Sambat date, filled in the
// browser only (docs/behaviour.md#date-tile). It brings the BS month tables, which only this chunk loads.
import { localeOfPath } from "../../lib/i18n/locales"
import { startTodayTile } from "../../lib/nepal-time/today-tile-view"

export function start(element: HTMLElement, signal: AbortSignal): void {
  const path = element.ownerDocument.defaultView?.location.pathname ?? "/"
  startTodayTile(element, localeOfPath(path), signal)
}
