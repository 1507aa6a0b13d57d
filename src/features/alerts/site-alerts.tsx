// Alerts at the top of every page, above the navigation: closures and emergencies from
// data/alerts.json. Their code (alerts-view.tsx) is a chunk of its own, loaded only on pages built
// while an alert had not ended: the rest of the time no page ships it. The build renders it into the
// HTML, and the browser keeps that HTML while the chunk arrives.
import React, { Suspense, lazy } from "react"
import { alertsForBuild } from "../../lib/alerts/alerts"
import { useAlerts } from "./use-alerts"

const AlertsView = lazy(() => import("./alerts-view"))

export function SiteAlerts() {
  const { alerts, buildNow } = useAlerts()
  if (!alerts || alertsForBuild(alerts.alerts, buildNow).length === 0) return null
  return (
    <Suspense fallback={null}>
      <AlertsView />
    </Suspense>
  )
}
