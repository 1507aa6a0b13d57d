// GraphQL types for data/applications.json: how the site's own receiver numbers and keeps applications.
import { localizedFields } from "./localized"

export const applicationsTypeDefs = /* GraphQL */ `
  "How the site's own receiver (/api/applications) numbers the applications it stores, and how long the office keeps them."
  type ApplicationsJson implements Node @dontInfer {
    ${localizedFields}
    "The letters a reference starts with (CA gives CA-2083-0042)."
    referencePrefix: String!
    "Days an application is kept after it arrives; then it is deleted for good."
    retentionDays: Int!
  }
`
