// Each data file is one node per language (src/node/locales/data-nodes.ts). Lists whose entries are
// pages (categories, faculties; `entries` in src/node/content-model/registry.ts says which) are split
// here into one node per entry, so that createPages can pass an id and each template can query its
// entry by that id.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { CreateNodeArgs, NodeInput } from "gatsby"
import { standInsAt } from "../../lib/i18n/stand-ins"
import { CONTENT_FILES, localeOfNode } from "../content-model/registry"
import { childNodeId } from "../child-node-id"

type Json = Record<string, unknown>

export interface EntryNodeContent {
  type: string
  /** Unique within the type; the node id is derived from it. */
  key: string
  content: Json
}

/** The entry nodes a data file's node yields: none for files without page lists. */
export function entryNodesOf(type: string, file: Json): EntryNodeContent[] {
  const entries = CONTENT_FILES.find((candidate) => candidate.graphqlType === type)?.entries ?? {}
  const locale = localeOfNode(file)
  const untranslated = Array.isArray(file.untranslated) ? (file.untranslated as string[]) : []
  return Object.entries(entries).flatMap(([listField, split]) => {
    const list = file[listField]
    if (!Array.isArray(list)) return []
    return list.flatMap((entry: unknown, position) => {
      if (!entry || typeof entry !== "object") return []
      const data = entry as Json
      const derived = Object.fromEntries(Object.entries(split.derived).map(([name, field]) => [name, field.value(data, file, position)]))
      return [
        {
          type: split.type,
          key: `${locale} ${String(data.slug)}`,
          content: {
            ...split.defaults,
            ...data,
            ...derived,
            locale,
            untranslated: standInsAt(untranslated, `${listField}[${position}]`),
          },
        },
      ]
    })
  })
}

export function createEntryNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  for (const { type, key, content } of entryNodesOf(node.internal.type, node)) {
    const child: NodeInput = {
      ...content,
      id: childNodeId(createNodeId, node, `${type} ${key}`),
      parent: node.id,
      children: [],
      // The data file stays the root ancestor, so image paths resolve relative to it.
      internal: { type, contentDigest: createContentDigest(content) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  }
}
