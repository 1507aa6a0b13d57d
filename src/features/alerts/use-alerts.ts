// The one place that reads data/alerts.json, with the build's now that decided what the HTML shows.
import { graphql, useStaticQuery } from "gatsby"
import { inLocale, useLocale } from "../../state/locale-context"

export function useAlerts() {
  const data = useStaticQuery<Queries.SiteAlertsQuery>(graphql`
    query SiteAlerts {
      allAlertsJson {
        nodes {
          locale
          untranslated
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
      }
      buildClock {
        now
      }
    }
  `)
  return { alerts: inLocale(data.allAlertsJson.nodes, useLocale()) ?? null, buildNow: Date.parse(data.buildClock?.now ?? "") || 0 }
}
