// GraphQL types for data/site.json: the school's identity, navigation, popup and footer.
import { localizedFields } from "./localized"
export const siteTypeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    ${localizedFields}
    brand: String!
    name: String!
    tagline: String!
    description: String!
    established: String!
    copyrightYear: Int!
    phones: [String!]!
    email: String!
    address: SiteAddress!
    logo: File! @fileByRelativePath
    logoAlt: String!
    shareImage: File! @fileByRelativePath
    shareImageAlt: String!
    links: SiteLinks!
    navigation: SiteNavigation!
    popup: SitePopup!
    footer: SiteFooter!
    notFound: SiteNotFound!
  }
  type SiteAddress {
    street: String!
    locality: String!
    region: String!
    country: String!
    "Where the school's gate is on the map, in decimal degrees (a map shows them when you click the spot): a booked visit's directions, on the page and in its email, point there."
    geo: SiteAddressGeo!
  }
  type SiteAddressGeo {
    latitude: Float!
    longitude: Float!
  }
  type SiteLinks {
    schoolForm: String!
    collegeForm: String!
    visitForm: String!
    social: String!
    collegeSite: String!
  }
  type SiteFormMenu {
    label: String!
    items: [LabelledLink!]!
  }
  type SiteNavigation {
    skipToContent: String!
    homeLabel: String!
    about: LabelledLink!
    formMenu: SiteFormMenu!
    menuLabel: String!
    drawerTitle: String!
    closeLabel: String!
    drawerLinks: [LabelledLink!]!
    languageSwitch: SiteLanguageSwitch!
    search: SiteNavigationSearch!
  }
  "The search field of the navigation: its name, and its button's."
  type SiteNavigationSearch {
    label: String!
    button: String!
  }
  "The link to the same page in the other language: that language's name, and what the link does."
  type SiteLanguageSwitch {
    label: String!
    description: String!
  }
  type SitePopup {
    image: File! @fileByRelativePath
    alt: String!
    to: String!
    title: String!
    closeLabel: String!
  }
  type SocialNetwork {
    network: String!
    label: String!
    url: String
  }
  "A footer quick link; without to, plain text."
  type QuickLink {
    label: String!
    to: String
  }
  type SiteFooter {
    socialTitle: String!
    social: [SocialNetwork!]!
    contactTitle: String!
    phoneLabel: String!
    emailLabel: String!
    quickLinksTitle: String!
    quickLinks: [QuickLink!]!
    whoWeAre: TitledText!
    club: TitledText!
    admissions: LabelledLink!
    visit: LabelledLink!
    copyright: String!
  }
  type SiteNotFound {
    title: String!
    text: String!
    homeLabel: String!
    links: [LabelledLink!]!
  }
`
