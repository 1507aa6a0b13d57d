// GraphQL types for the notice board: data/notice-board.json (the board's words) and the files in
// data/notices/, one notice each, which onCreateNode turns into Notice nodes.
import { localizedFields } from "./localized"
import { pageHeadFields } from "./page-head"

export const noticesTypeDefs = /* GraphQL */ `
  "A file in data/notices/, as written; pages read the Notice node made from it."
  type NoticesJson implements Node @dontInfer {
    ${localizedFields}
    slug: String!
    title: String!
    date: String!
    expires: String
    category: String!
    summary: String!
    body: String!
    picture: NoticesPicture
    attachments: [NoticesAttachmentsItem!]
    pinned: Boolean
  }
  type NoticesPicture {
    image: File! @fileByRelativePath
    alt: String!
  }
  type NoticesAttachmentsItem {
    label: String!
    file: String!
  }
  type Notice implements Node @dontInfer {
    ${localizedFields}
    title: String!
    "Publish day in Nepal, YYYY-MM-DD."
    date: String!
    "Last day in Nepal the notice is shown, YYYY-MM-DD."
    expires: String
    category: String!
    slug: String!
    summary: String!
    "Markdown, as written in the file."
    body: String!
    "The body as HTML, made at build."
    bodyHtml: String!
    picture: NoticePicture
    attachments: [NoticeAttachment!]!
    pinned: Boolean!
    path: String!
  }
  type NoticePicture {
    image: File! @fileByRelativePath
    alt: String!
  }
  type NoticeAttachment {
    label: String!
    file: File! @fileByRelativePath
  }
  type NoticeBoardJson implements Node & PageHead @dontInfer {
    ${localizedFields}
    ${pageHeadFields}
    feedTitle: String!
    categories: [NoticeCategory!]!
    labels: NoticeBoardLabels!
  }
  type NoticeCategory {
    slug: String!
    label: String!
    description: String!
  }
  type NoticeBoardLabels {
    all: String!
    filter: String!
    pinned: String!
    published: String!
    category: String!
    empty: String!
    pagination: String!
    previous: String!
    next: String!
    pageOf: String!
    attachments: String!
    expired: String!
    shownUntil: String!
    attachment: String!
    backToList: String!
    rss: String!
    jsonFeed: String!
  }
`
