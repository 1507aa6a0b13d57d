// GraphQL types for the site's own pages: data/privacy.json, data/sitemap.json and data/accessibility.json.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const sitePagesTypeDefs = /* GraphQL */ `
  type PrivacyJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    sections: [PrivacySection!]!
    form: PrivacyForm!
  }
  type PrivacySection {
    heading: String!
    paragraphs: [String!]!
    items: [String!]
  }
  type PrivacyForm {
    heading: String!
    withReceiver: String!
    withEndpoint: String!
    withoutEndpoint: String!
    contact: String!
  }
  type SitemapJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    groups: SitemapGroups!
  }
  type SitemapGroups {
    school: String!
    curricula: String!
    college: String!
    notices: String!
    calendar: String!
    forms: String!
    about: String!
    other: String!
  }
  type AccessibilityJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    sections: [AccessibilitySection!]!
    report: AccessibilityReport!
  }
  type AccessibilitySection {
    heading: String!
    paragraphs: [String!]!
    items: [String!]
  }
  type AccessibilityReport {
    heading: String!
    intro: String!
    emailLabel: String!
    phoneLabel: String!
    answerDays: Int!
    answer: String!
  }
`
