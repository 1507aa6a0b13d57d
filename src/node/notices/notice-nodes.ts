// Each file in data/notices/ becomes a Notice node with what its pages need beyond the file: its
// address and its body as HTML. The file's node stays the parent, so picture and attachment paths
// resolve relative to the notice file.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { CreateNodeArgs, NodeInput } from "gatsby"
import { localizedPath } from "../../lib/i18n/locales"
import { noticePath } from "../../lib/notices/notices"
import { childNodeId } from "../child-node-id"
import { localeOfNode, type EntryNodes } from "../content-model/registry"
import { renderNoticeMarkdown } from "./markdown"

/** The type of the files in data/notices/ (gatsby-transformer-json's, src/node/locales/data-nodes.ts). */
export const NOTICE_FILE_TYPE = "NoticesJson"

type Json = Record<string, unknown>

/**
 * The Notice node beside its file's own (NoticesJson): GraphQL's type is generated from the notice's
 * schema like every type of data/ (content-model/graphql.ts, src/node/schema/index.ts), so it holds
 * the file's fields as the schema declares them, never null where a default fills them, a document's
 * path resolved to the file itself, and what is derived here. noticeContent makes the node's values;
 * __tests__/node/notice-nodes.test.ts fails if they and the type part.
 */
export const NOTICE_NODE: EntryNodes = {
  type: "Notice",
  derived: {
    bodyHtml: {
      graphql: "String",
      description: "The body as HTML, made at build.",
      value: (file) => renderNoticeMarkdown(String(file.body ?? "")),
    },
    path: {
      graphql: "String",
      description: "The page address, e.g. /notices/exam/terminal-exam-routine-2083/.",
      value: (file) => localizedPath(noticePath(String(file.category), String(file.slug)), localeOfNode(file)),
    },
  },
  defaults: { attachments: [], pinned: false },
}

/** A notice file's content completed with defaults and derived fields. */
export function noticeContent(file: Json): Json {
  const defaults = NOTICE_NODE.defaults ?? {}
  /** An optional field as written, else its default, else null. */
  const filled = (name: string) => file[name] ?? defaults[name] ?? null
  const derived = Object.fromEntries(Object.entries(NOTICE_NODE.derived).map(([name, field]) => [name, field.value(file, file, 0)]))
  return {
    locale: localeOfNode(file),
    // The texts still English in a Nepali notice, such as "body" (src/lib/i18n/stand-ins.ts).
    untranslated: Array.isArray(file.untranslated) ? file.untranslated : [],
    title: file.title,
    date: file.date,
    expires: filled("expires"),
    category: file.category,
    slug: file.slug,
    summary: file.summary,
    body: file.body,
    picture: filled("picture"),
    attachments: filled("attachments"),
    pinned: filled("pinned"),
    ...derived,
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
