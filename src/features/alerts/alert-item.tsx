// One alert: its severity in words, the message, an optional link, and for info and warning a
// button that dismisses it. Critical alerts are announced at once (role alert), others politely.
import React from "react"
import { SmartLink } from "../../components/smart-link/smart-link"
import { StandIn } from "../../components/stand-in/stand-in"
import { useFill } from "../../hooks/use-site"
import { ALERT_DISMISS, ALERT_ID, isDismissible } from "../../lib/alerts/alerts"
import { isStandIn, langAt, type StandIns } from "../../lib/i18n/stand-ins"
import * as styles from "./alert-item.module.scss"

export type AlertData = Queries.SiteAlertsQuery["allAlertsJson"]["nodes"][number]["alerts"][number]

export interface AlertItemProps {
  alert: AlertData
  hidden: boolean
  severityLabel: string
  /** The severity label is English standing in for a missing Nepali one. */
  severityLabelInEnglish?: boolean
  /** This alert's texts still English on a Nepali page ("message", "link.label"). */
  standIns?: StandIns
  dismissLabel: string
}

export function AlertItem({ alert, hidden, severityLabel, severityLabelInEnglish = false, standIns, dismissLabel }: AlertItemProps) {
  const fill = useFill()
  const dismissible = isDismissible(alert)
  return (
    <div
      className={`${styles.alert} ${styles[alert.severity] ?? ""}`}
      role={alert.severity === "critical" ? "alert" : "status"}
      hidden={hidden}
      {...{ [ALERT_ID]: alert.id }}
      data-starts={alert.starts}
      data-ends={alert.ends}
      data-dismissible={dismissible ? "" : undefined}
    >
      <p className={styles.text}>
        <strong className={styles.severity}><StandIn english={severityLabelInEnglish}>{severityLabel}</StandIn>: </strong>
        <StandIn english={isStandIn(standIns, "message")}>{fill(alert.message)}</StandIn>
        {alert.link ? (
          <>
            {" "}
            <SmartLink to={fill(alert.link.to)} className={styles.link} lang={langAt(standIns, "link.label")}>
              {fill(alert.link.label)}
            </SmartLink>
          </>
        ) : null}
      </p>
      {dismissible ? (
        // The page's script dismisses with it (src/browser/frame/alerts-region.ts).
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} {...{ [ALERT_DISMISS]: "" }}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
