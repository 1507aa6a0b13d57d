// GraphQL types for data/glossary.json: the Nepali word for each term and the variants the data check
// warns about. No page shows it; the type keeps the content model complete (every data file has one).
import { localizedFields } from "./localized"

export const glossaryTypeDefs = /* GraphQL */ `
  "One entry per term, in any order."
  type GlossaryTermsItem {
    "The English term, with a few words on what it means here when it could mean several things."
    english: String!
    "The one Nepali word or phrase the Nepali texts use for it."
    nepali: String!
    "Spellings and words not to use for this term. Each is looked for anywhere in a Nepali text, also inside a longer word ('कानून' is found in 'कानूनी'); one in Latin letters (SEE) only as a word of its own. Keep each one a form that is always wrong."
    variants: [String!]!
    "Optional: why, or how to write it in a sentence, for the translators."
    note: String
  }
  "Keeps the Nepali edition consistent: the build warns (it does not stop) when a Nepali text in data/ uses a variant listed here, naming the file, the field, the variant and the term to use instead. Not shown on any page."
  type GlossaryJson implements Node @dontInfer {
    ${localizedFields}
    terms: [GlossaryTermsItem!]!
  }
`
