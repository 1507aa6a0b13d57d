// Each data file is one node per language (src/node/locales/data-nodes.ts).
// Lists whose entries are pages (categories, faculties) are split here into one node per entry, so
// that createPages can pass an id and each template can query its entry by that id.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { CreateNodeArgs, NodeInput } from "gatsby"
import { isLocale, localizedPath, DEFAULT_LOCALE } from "../../lib/i18n/locales"
import { facultyPath } from "./plan"

type Json = Record<string, unknown>

export interface EntryNodeContent {
  type: string
  /** Unique within the type; the node id is derived from it. */
  key: string
  content: Json
}

interface EntrySource {
  /** The type of the data file's node, e.g. CurriculaJson. */
  fileType: string
  listField: string
  entryType: string
  /** Fills fields the data may leave out, and derived ones. */
  complete: (entry: Json, file: Json) => Json
}

const SOURCES: readonly EntrySource[] = [
  {
    fileType: "CurriculaJson",
    listField: "categories",
    entryType: "CurriculumCategory",
    complete: (entry) => ({ aliases: [], sections: [], ...entry }),
  },
  {
    fileType: "FacultiesJson",
    listField: "faculties",
    entryType: "Faculty",
    complete: (entry, file) => ({
      ...entry,
      path: localizedPath(facultyPath(String(file.basePath), String(entry.slug)), localeOf(file)),
    }),
  },
]

function localeOf(file: Json) {
  return isLocale(file.locale) ? file.locale : DEFAULT_LOCALE
}

/** The entry nodes a data file's node yields: none for files without page lists. */
export function entryNodesOf(type: string, file: Json): EntryNodeContent[] {
  const source = SOURCES.find((candidate) => candidate.fileType === type)
  const list = source ? file[source.listField] : undefined
  if (!source || !Array.isArray(list)) return []
  return list
    .filter((entry): entry is Json => Boolean(entry) && typeof entry === "object")
    .map((entry, position) => ({
      type: source.entryType,
      key: `${localeOf(file)} ${String(entry.slug)}`,
      content: { ...source.complete(entry, file), position, locale: localeOf(file) },
    }))
}

export function createEntryNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  for (const { type, key, content } of entryNodesOf(node.internal.type, node)) {
    const child: NodeInput = {
      ...content,
      id: createNodeId(`${type} ${key}`),
      parent: node.id,
      children: [],
      // The data file stays the root ancestor, so image paths resolve relative to it.
      internal: { type, contentDigest: createContentDigest(content) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  }
}
