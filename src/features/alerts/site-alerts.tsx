// Alerts at the top of every page, above the navigation: closures and emergencies from
// data/alerts.json. The HTML holds those that had not ended at build time (none, and no region, when
// the list is empty); in the browser, the page's scripts show each one from its start to its end and
// keep a dismissed one hidden, info and warning only (src/browser/blocking/alerts.ts before the first
// paint, src/browser/frame/alerts-region.ts after).
import React from "react"
import { useFill } from "../../hooks/use-site"
import { alertsForBuild, isAlertShown } from "../../lib/alerts/alerts"
import { BlockingScript } from "../../components/blocking-script/blocking-script"
import { isStandIn, standInsAt } from "../../lib/i18n/stand-ins"
import { AlertItem } from "./alert-item"
import { ALERTS_REGION_ID } from "../../lib/alerts/region-id"
import { useAlerts } from "./use-alerts"
import * as styles from "./site-alerts.module.scss"

export function SiteAlerts() {
  const { alerts: data, buildNow } = useAlerts()
  const fill = useFill()
  if (!data) return null
  const alerts = alertsForBuild(data.alerts, buildNow)
  if (alerts.length === 0) return null
  // As they are at build time; the page decides again for the visitor's clock before its first paint.
  const shown = alerts.map((alert) => isAlertShown(alert, buildNow, new Set()))
  return (
    <section id={ALERTS_REGION_ID} className={styles.alerts} aria-label={fill(data.regionLabel)} hidden={!shown.some(Boolean)}>
      {alerts.map((alert, index) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          hidden={!shown[index]}
          severityLabel={fill(data.severityLabels[alert.severity as keyof typeof data.severityLabels] ?? "")}
          severityLabelInEnglish={isStandIn(data.untranslated, `severityLabels.${alert.severity}`)}
          standIns={standInsAt(data.untranslated, `alerts[${data.alerts.indexOf(alert)}]`)}
          dismissLabel={fill(data.dismissLabel)}
        />
      ))}
      <BlockingScript name="alerts" />
    </section>
  )
}
