// The one place that reads data/alerts.json, with the build's now that decided what the HTML shows.
import { graphql, useStaticQuery } from "gatsby"

export function useAlerts() {
  const data = useStaticQuery<Queries.SiteAlertsQuery>(graphql`
    query SiteAlerts {
      alertsJson {
        regionLabel
        dismissLabel
        severityLabels {
          info
          warning
          critical
        }
        alerts {
          id
          message
          severity
          starts
          ends
          link {
            label
            to
          }
        }
      }
      buildClock {
        now
      }
    }
  `)
  return { alerts: data.alertsJson, buildNow: Date.parse(data.buildClock?.now ?? "") || 0 }
}
