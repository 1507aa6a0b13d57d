// GraphQL types for data/documents.json: the documents library on /documents/. Each entry of
// `documents` becomes its own LibraryDocument node (src/node/pages/entry-nodes.ts), so that its page
// can be queried by id; its `download` is the File node of its PDF, whose size the build reads from the disk.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const documentsTypeDefs = /* GraphQL */ `
  type DocumentsJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    labels: DocumentsLabels!
    languages: DocumentLanguages!
    categories: [DocumentCategory!]!
  }
  type DocumentsLabels {
    filter: String!
    all: String!
    category: String!
    language: String!
    size: String!
    date: String!
    download: String!
    back: String!
  }
  type DocumentLanguages {
    en: String!
    ne: String!
    both: String!
  }
  type DocumentCategory {
    slug: String!
    label: String!
    description: String!
  }
  type LibraryDocument implements Node @dontInfer {
    ${localizedFields}
    slug: String!
    "Place in data/documents.json, for ordering."
    position: Int!
    "The page address, e.g. /documents/prospectus-2083/."
    path: String!
    title: String!
    category: String!
    language: String!
    date: String!
    summary: String!
    "The PDF's path as written, relative to data/documents.json."
    file: String!
    "The PDF itself (its public address, size and extension), from the same path."
    download: File! @fileByRelativePath
  }
`
