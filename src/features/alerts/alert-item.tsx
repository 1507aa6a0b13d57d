// One alert: its severity in words, the message, an optional link, and for info and warning a
// button that dismisses it. Critical alerts are announced at once (role alert), others politely.
import React from "react"
import { SmartLink } from "../../components/smart-link/smart-link"
import { useFill } from "../../hooks/use-site"
import { isDismissible } from "../../lib/alerts/alerts"
import * as styles from "./alert-item.module.scss"

export type AlertData = Queries.SiteAlertsQuery["allAlertsJson"]["nodes"][number]["alerts"][number]

export interface AlertItemProps {
  alert: AlertData
  hidden: boolean
  severityLabel: string
  dismissLabel: string
  onDismiss: (id: string) => void
}

export function AlertItem({ alert, hidden, severityLabel, dismissLabel, onDismiss }: AlertItemProps) {
  const fill = useFill()
  const dismissible = isDismissible(alert)
  return (
    <div
      className={`${styles.alert} ${styles[alert.severity] ?? ""}`}
      role={alert.severity === "critical" ? "alert" : "status"}
      hidden={hidden}
      data-alert-id={alert.id}
      data-starts={alert.starts}
      data-ends={alert.ends}
      data-dismissible={dismissible ? "" : undefined}
    >
      <p className={styles.text}>
        <strong className={styles.severity}>{severityLabel}: </strong>
        {fill(alert.message)}
        {alert.link ? (
          <>
            {" "}
            <SmartLink to={fill(alert.link.to)} className={styles.link}>
              {fill(alert.link.label)}
            </SmartLink>
          </>
        ) : null}
      </p>
      {dismissible ? (
        <button type="button" className={styles.dismiss} onClick={() => onDismiss(alert.id)} aria-label={dismissLabel}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
