// Each file in data/notices/ becomes a Notice node with what its pages need beyond the file: its
// address and its body as HTML. The file's node stays the parent, so picture and attachment paths
// resolve relative to the notice file.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { CreateNodeArgs, NodeInput } from "gatsby"
import { DEFAULT_LOCALE, isLocale, localizedPath } from "../../lib/i18n/locales"
import { noticePath } from "../../lib/notices/notices"
import { renderNoticeMarkdown } from "./markdown"

/** The type of the files in data/notices/ (gatsby-transformer-json's, src/node/locales/data-nodes.ts). */
export const NOTICE_FILE_TYPE = "NoticesJson"

type Json = Record<string, unknown>

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
    id: createNodeId(`Notice ${String(content.path)}`),
    parent: node.id,
    children: [],
    internal: { type: "Notice", contentDigest: createContentDigest(content) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}
