// Each file in data/notices/ becomes a Notice node with what its pages need beyond the file: its
// address and its body as HTML. The file's node stays the parent, so picture and attachment paths
// resolve relative to the notice file.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { CreateNodeArgs, NodeInput } from "gatsby"
import { DEFAULT_LOCALE, isLocale, localizedPath } from "../../lib/i18n/locales"
import { noticePath } from "../../lib/notices/notices"
import { childNodeId } from "../child-node-id"
import { localizedFields } from "../schema/localized"
import { renderNoticeMarkdown } from "./markdown"

/** The type of the files in data/notices/ (gatsby-transformer-json's, src/node/locales/data-nodes.ts). */
export const NOTICE_FILE_TYPE = "NoticesJson"

type Json = Record<string, unknown>

/**
 * GraphQL: the Notice node, what noticeContent makes of a file. Written out here, not generated: it is
 * no data file's content as written (the file's own type, NoticesJson, is generated from its schema).
 */
export const noticeTypeDefs = /* GraphQL */ `
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
`

/** A notice file's content completed with defaults and derived fields. */
export function noticeContent(file: Json): Json {
  const category = String(file.category)
  const slug = String(file.slug)
  const locale = isLocale(file.locale) ? file.locale : DEFAULT_LOCALE
  return {
    locale,
    // The texts still English in a Nepali notice, such as "body" (src/lib/i18n/stand-ins.ts).
    untranslated: Array.isArray(file.untranslated) ? file.untranslated : [],
    title: file.title,
    date: file.date,
    expires: file.expires ?? null,
    category,
    slug,
    summary: file.summary,
    body: file.body,
    bodyHtml: renderNoticeMarkdown(String(file.body ?? "")),
    picture: file.picture ?? null,
    attachments: file.attachments ?? [],
    pinned: Boolean(file.pinned),
    path: localizedPath(noticePath(category, slug), locale),
  }
}

export function createNoticeNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (node.internal.type !== NOTICE_FILE_TYPE) return
  const content = noticeContent(node as unknown as Json)
  const child: NodeInput = {
    ...content,
    id: childNodeId(createNodeId, node, `Notice ${String(content.path)}`),
    parent: node.id,
    children: [],
    internal: { type: "Notice", contentDigest: createContentDigest(content) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
