// Fields of every content node: each data file is a node per language (src/node/locales/data-nodes.ts).
// The English node is gatsby-transformer-json's, as the file says, with neither field of its own:
// @locale resolves a missing locale to "en", and @untranslated a missing list to [].
export const localizedFields = /* GraphQL */ `
    "The language of this node's words: en or ne."
    locale: String! @locale
    "Where this node's texts are still English on a Nepali node, like hero.title or cards[2].text; empty in English (src/lib/i18n/stand-ins.ts)."
    untranslated: [String!]! @untranslated
`

// The nodes the Nepali edition passes through on the way (src/node/locales/data-nodes.ts): a file of
// data/ne/ as the transformer reads it, and a data file's merged Nepali content before the
// transformer turns it into that file's Nepali node. Pages read neither; their fields are not listed.
export const overlayTypeDefs = /* GraphQL */ `
  type NepaliOverlay implements Node @dontInfer {
    id: ID!
  }
  type NepaliDataFile implements Node @dontInfer {
    "The English file's path inside data/, e.g. notices/open-day.json."
    relativePath: String!
  }
`
