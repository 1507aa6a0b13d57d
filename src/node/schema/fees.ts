// GraphQL types for data/fees.json: the fees of one academic year on /fees/.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const feesTypeDefs = /* GraphQL */ `
  type FeesJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    year: Int!
    labels: FeesLabels!
    tables: [FeeTable!]!
    optional: FeesOptional!
    lateFines: FeesLateFines!
    included: FeesIncluded!
    payment: FeesPayment!
  }
  type FeesLabels {
    year: String!
    choose: String!
    all: String!
    firstYear: String!
    firstYearNote: String!
    yearly: String!
    atAdmission: String!
    fee: String!
    amount: String!
    oneTime: String!
    annual: String!
    monthly: String!
    perMonth: String!
    yearTotal: String!
    instalments: String!
    instalment: String!
    due: String!
    instalmentsTotal: String!
    print: String!
  }
  type FeeLine {
    name: String!
    amount: Int!
  }
  type FeeTable {
    name: String!
    to: String!
    oneTime: [FeeLine!]!
    annual: [FeeLine!]!
    monthly: [FeeLine!]!
    months: Int!
    total: Int!
    instalments: [FeeInstalment!]!
  }
  type FeeInstalment {
    due: String!
    amount: Int!
  }
  type FeesOptional {
    heading: String!
    intro: String!
    perMonth: String!
    perYear: String!
    groups: [FeesOptionalGroup!]!
  }
  type FeesOptionalGroup {
    heading: String!
    note: String
    months: Int!
    items: [FeeLine!]!
  }
  type FeesLateFines {
    heading: String!
    intro: String!
    items: [FeeLine!]!
  }
  type FeesIncluded {
    heading: String!
    items: [String!]!
    notIncludedHeading: String!
    notIncluded: [String!]!
  }
  type FeesPayment {
    heading: String!
    intro: String!
    methods: [FeesPaymentMethod!]!
  }
  type FeesPaymentMethod {
    name: String!
    text: String!
  }
`
