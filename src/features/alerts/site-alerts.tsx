// Alerts at the top of every page, above the navigation: closures and emergencies from
// data/alerts.json. The HTML holds those that had not ended at build time; the browser shows each
// one from its start to its end, and keeps a dismissed one hidden (info and warning only). The layout
// gets it through AlertsSlot (alerts-slot.tsx), which loads it only where there are alerts.
import React, { useEffect, useRef, useState } from "react"
import { nextFocusableAfter } from "../../lib/focusable"
import { useNow } from "../../hooks/use-now"
import { useFill } from "../../hooks/use-site"
import { alertsForBuild, isAlertShown, readDismissed, rememberDismissed } from "../../lib/alerts/alerts"
import { BlockingScript } from "../../components/blocking-script/blocking-script"
import { isStandIn, standInsAt } from "../../lib/i18n/stand-ins"
import { AlertItem } from "./alert-item"
import { ALERTS_REGION_ID } from "../../lib/alerts/region-id"
import { useAlerts } from "./use-alerts"
import * as styles from "./site-alerts.module.scss"

export function SiteAlerts() {
  const { alerts: data, buildNow } = useAlerts()
  const fill = useFill()
  const now = useNow(buildNow)
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
  useEffect(() => setDismissed(readDismissed(window.localStorage)), [])
  const region = useRef<HTMLElement>(null)
  const focusNext = useRef<HTMLElement | null>(null)
  // Once the dismissed alert is hidden: focus on it would otherwise fall back to the page's <body>.
  useEffect(() => {
    focusNext.current?.focus()
    focusNext.current = null
  }, [dismissed])
  if (!data) return null
  const alerts = alertsForBuild(data.alerts, buildNow)
  if (alerts.length === 0) return null
  const shown = alerts.map((alert) => isAlertShown(alert, now, dismissed))
  const dismiss = (id: string) => {
    // Focus goes where Tab would have gone from the alert: the next alert's link or button, or past the alerts.
    const alert = [...(region.current?.querySelectorAll("[data-alert-id]") ?? [])].find((item) => item.getAttribute("data-alert-id") === id)
    const focused = document.activeElement
    if (alert && (!focused || focused === document.body || alert.contains(focused))) focusNext.current = nextFocusableAfter(alert)
    rememberDismissed(window.localStorage, id)
    setDismissed(readDismissed(window.localStorage).add(id))
  }
  return (
    <section ref={region} id={ALERTS_REGION_ID} className={styles.alerts} aria-label={fill(data.regionLabel)} hidden={!shown.some(Boolean)}>
      {alerts.map((alert, index) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          hidden={!shown[index]}
          severityLabel={fill(data.severityLabels[alert.severity as keyof typeof data.severityLabels] ?? "")}
          severityLabelInEnglish={isStandIn(data.untranslated, `severityLabels.${alert.severity}`)}
          standIns={standInsAt(data.untranslated, `alerts[${data.alerts.indexOf(alert)}]`)}
          dismissLabel={fill(data.dismissLabel)}
          onDismiss={dismiss}
        />
      ))}
      <BlockingScript name="alerts" />
    </section>
  )
}
