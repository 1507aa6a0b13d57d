// GraphQL types for data/gallery.json. Each entry of `albums` becomes its own GalleryAlbum node (see
// src/node/pages/entry-nodes.ts), so that its page /gallery/<slug>/ can be queried by id.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const galleryTypeDefs = /* GraphQL */ `
  type GalleryJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    labels: GalleryLabels!
  }
  type GalleryLabels {
    count: String!
    open: String!
    close: String!
    previous: String!
    next: String!
    counter: String!
    back: String!
    newest: String!
    all: String!
  }
  type GalleryAlbum implements Node @dontInfer {
    ${localizedFields}
    slug: String!
    "Place in data/gallery.json."
    position: Int!
    "The page address, e.g. /gallery/sports-week-2082/."
    path: String!
    title: String!
    date: String!
    description: String!
    cover: File! @fileByRelativePath
    pictures: [GalleryPicture!]!
  }
  type GalleryPicture {
    image: File! @fileByRelativePath
    alt: String!
    caption: String
  }
`
