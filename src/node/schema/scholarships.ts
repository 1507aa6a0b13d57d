// GraphQL types for data/scholarships.json: the kinds of scholarship on /scholarships/.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const scholarshipsTypeDefs = /* GraphQL */ `
  type ScholarshipsJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    year: Int!
    labels: ScholarshipsLabels!
    kinds: [ScholarshipKind!]!
  }
  type ScholarshipsLabels {
    year: String!
    kinds: String!
    qualifies: String!
    award: String!
    percent: String!
    rupees: String!
    places: String!
    placesCount: String!
    noLimit: String!
    apply: String!
    dates: String!
    inCalendar: String!
    documents: String!
    download: String!
    bring: String!
    fees: LabelledLink!
  }
  type ScholarshipKind {
    slug: String!
    name: String!
    summary: String!
    qualifies: [String!]!
    award: ScholarshipAward!
    awardNote: String
    places: Int
    placesNote: String
    apply: String!
    dates: [ScholarshipDate!]!
    documents: [String!]!
    bring: [String!]!
  }
  type ScholarshipAward {
    percent: Int
    rupees: Int
  }
  type ScholarshipDate {
    label: String!
    day: String!
    event: String
  }
`
