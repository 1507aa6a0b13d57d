// GraphQL types for data/curricula.json. Each entry of `categories` becomes its own CurriculumCategory
// node (see src/node/pages/entry-nodes.ts), so that a page can be queried by its id.
import { localizedFields } from "./localized"
export const curriculaTypeDefs = /* GraphQL */ `
  type CurriculaJson implements Node @dontInfer {
    ${localizedFields}
    "The category shown for an unknown one-part address such as /xyz (docs/behaviour.md#unknown-addresses); createPages checks it exists."
    defaultCategory: CurriculumCategory @link(by: "slug")
    defaultCategorySlug: String! @proxy(from: "defaultCategory")
    navigationLabel: String!
    aside: CurriculumAside!
  }
  type CurriculumAside {
    label: String!
    promo: CurriculumPromo!
    sideBanner: CurriculumSideBanner!
  }
  type CurriculumPromo {
    image: File! @fileByRelativePath
    alt: String!
    title: String!
    text: String!
    link: LabelledLink!
  }
  type CurriculumSideBanner {
    title: String!
    text: String!
    link: LabelledLink!
  }
  type CurriculumCategory implements Node @dontInfer {
    ${localizedFields}
    slug: String!
    aliases: [String!]!
    "curriculum or college: which template shows the page."
    kind: String!
    navLabel: String
    "Place in data/curricula.json, for ordering."
    position: Int!
    title: String!
    description: String!
    heading: String!
    intro: String!
    banner: File! @fileByRelativePath
    bannerAlt: String!
    sections: [CurriculumSection!]!
  }
  type CurriculumSection {
    heading: String!
    blocks: [CurriculumBlock!]!
  }
  "Exactly one field is set: a paragraph, a subheading, a list or titled entries."
  type CurriculumBlock {
    paragraph: String
    subheading: String
    list: [String!]
    entries: [TitledText!]
  }
`
