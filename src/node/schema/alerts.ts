// GraphQL types for data/alerts.json: the alerts shown at the top of every page.
import { localizedFields } from "./localized"
export const alertsTypeDefs = /* GraphQL */ `
  type AlertsJson implements Node @dontInfer {
    ${localizedFields}
    regionLabel: String!
    dismissLabel: String!
    severityLabels: AlertSeverityLabels!
    alerts: [SiteAlert!]!
  }
  type AlertSeverityLabels {
    info: String!
    warning: String!
    critical: String!
  }
  type SiteAlert {
    id: String!
    message: String!
    severity: String!
    starts: String!
    ends: String!
    link: LabelledLink
  }
`
