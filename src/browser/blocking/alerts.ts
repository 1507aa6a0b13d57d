// Runs as the alerts are parsed (its placeholder closes the alerts' region), before anything below them
// is painted: it applies the alerts' show rule (src/lib/alerts/alerts.ts) to the alerts in the HTML,
// so a dismissed or ended alert never flashes before the page's module script takes them over.
import { isAlertShown, readDismissed } from "../../lib/alerts/alerts"
import { ALERTS_REGION_ID } from "../../lib/alerts/region-id"

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const dismissed = readDismissed(storage())
const now = Date.now()
let any = false
for (const item of document.querySelectorAll<HTMLElement>("[data-alert-id]")) {
  const timing = {
    id: item.getAttribute("data-alert-id") ?? "",
    // Only the dismissible ones can stay dismissed; which severity they have does not matter here.
    severity: item.hasAttribute("data-dismissible") ? "info" : "critical",
    starts: item.getAttribute("data-starts") ?? "",
    ends: item.getAttribute("data-ends") ?? "",
  }
  const shown = isAlertShown(timing, now, dismissed)
  item.hidden = !shown
  any ||= shown
}
const region = document.getElementById(ALERTS_REGION_ID)
if (region) region.hidden = !any
