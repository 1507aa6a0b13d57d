// data/ reaches GraphQL through gatsby-source-filesystem and gatsby-transformer-json (gatsby-config):
// the transformer makes one node per English file, of the type named after it (`dataTypeName`), and
// one NepaliOverlay node per file in data/ne/. Here each English node gets its Nepali sibling: the
// English content with the overlay's texts put in (./overlay.ts), locale "ne", and in `untranslated`
// the paths of the texts still in English. That content goes back through the transformer as a
// NepaliDataFile (JSON held in the node, child of the English file), so the transformer makes the
// Nepali node too, of the same type, and image and file paths resolve from the English file. The
// transformer's English node keeps the file as it is: its `locale` and `untranslated` resolve to
// "en" and [] (./graphql.ts).
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, Node, NodeInput } from "gatsby"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { pascalCase } from "../content-model/registry"
import { childNodeId } from "../child-node-id"
import { localizeContent, OVERLAY_DIR, type Json } from "./overlay"

/** The node type gatsby-transformer-json gives every file of data/ne/. */
export const OVERLAY_NODE_TYPE = "NepaliOverlay"

/** The merged Nepali content of a data file, as JSON for the transformer. */
export const NEPALI_FILE_TYPE = "NepaliDataFile"

const TRANSFORMER = "gatsby-transformer-json"

interface DataFileNode extends Node {
  sourceInstanceName?: string
  relativePath?: string
  absolutePath?: string
}

/** site.json → SiteJson, lunch-menu.json → LunchMenuJson; the files of a folder share one type named after it (notices/ → NoticesJson). */
export function dataTypeName(relativePath: string): string {
  const directory = path.posix.dirname(relativePath)
  const base = directory === "." ? path.posix.basename(relativePath, ".json") : directory
  return `${pascalCase(base)}Json`
}

/** "ne/home.json" → "home.json"; null for an English file. */
export function overlayTarget(relativePath: string): string | null {
  const prefix = `${OVERLAY_DIR}/`
  return relativePath.startsWith(prefix) ? relativePath.slice(prefix.length) : null
}

/** gatsby-transformer-json's `typeName` option: the type of the node made from a data file or its Nepali content. */
export function transformerTypeName({ node }: { node: { relativePath?: unknown } }): string {
  const relativePath = String(node.relativePath ?? "")
  return overlayTarget(relativePath) === null ? dataTypeName(relativePath) : OVERLAY_NODE_TYPE
}

const schemaCache = new Map<string, object>()

function schemaOf(file: string, content: Json): object {
  const reference = typeof content.$schema === "string" ? content.$schema : null
  if (!reference) throw new Error(`${file} names no "$schema": the Nepali words cannot be matched to its fields.`)
  const schemaFile = path.resolve(path.dirname(file), reference)
  let schema = schemaCache.get(schemaFile)
  if (!schema) {
    schema = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as object
    schemaCache.set(schemaFile, schema)
  }
  return schema
}

function readJson(file: string): Json | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Json) : undefined
}

/** The Nepali node's content: the English content with the overlay merged in, its locale and its English stand-ins. */
export function nepaliContent(englishFile: string, english: Json, overlay: Json | undefined): Json {
  const { content, untranslated } = localizeContent(english, overlay, schemaOf(englishFile, english))
  return { ...content, locale: "ne", untranslated }
}

/**
 * A data file's content in one language, merged exactly as its node is: for what the build writes
 * outside GraphQL (feeds, calendar files) and for tests that expect a page's words.
 * @param relativePath the English file's path inside data/, e.g. "events/open-day.json"
 */
export function localizedData(dataDir: string, relativePath: string, locale: Locale): Json {
  const englishFile = path.join(dataDir, relativePath)
  const english = readJson(englishFile)
  if (!english) throw new Error(`${englishFile} does not exist.`)
  if (locale === DEFAULT_LOCALE) return { ...english, locale, untranslated: [] }
  return nepaliContent(englishFile, english, readJson(path.join(dataDir, OVERLAY_DIR, relativePath)))
}

/** What a file's JSON put on the transformer's node: the node without Gatsby's own fields. */
function contentOf(node: Node): Json {
  const { id: _id, parent: _parent, children: _children, internal: _internal, fields: _fields, ...content } = node as Node & { fields?: unknown }
  return content as Json
}

function fileOf({ getNode }: CreateNodeArgs, node: Node): DataFileNode | undefined {
  const file = node.parent ? (getNode(node.parent) as DataFileNode | undefined) : undefined
  return file?.internal.type === "File" && file.sourceInstanceName === "data" ? file : undefined
}

function transformerNodeOf(args: CreateNodeArgs, type: string, relativePath: string): Node | undefined {
  return args
    .getNodesByType(type)
    .find((candidate) => candidate.internal.owner === TRANSFORMER && fileOf(args, candidate)?.relativePath === relativePath)
}

/**
 * On the transformer's node of an English data file, or of its overlay: the file's Nepali content for
 * the transformer (again, for an overlay, so that a change to a translation alone reaches the site).
 * Whichever of the two the transformer makes second completes it.
 */
export function createNepaliNodes(args: CreateNodeArgs): void {
  const { node } = args
  if (node.internal.owner !== TRANSFORMER) return
  const file = fileOf(args, node)
  if (!file?.relativePath) return
  const target = overlayTarget(file.relativePath)
  const relativePath = target ?? file.relativePath
  const english = target === null ? node : transformerNodeOf(args, dataTypeName(relativePath), relativePath)
  // An overlay before its English node: the English node's turn comes. One without an English file
  // at all is reported by the data check.
  if (!english) return
  const overlay = target === null ? transformerNodeOf(args, OVERLAY_NODE_TYPE, `${OVERLAY_DIR}/${relativePath}`) : node
  const englishFile = target === null ? file : fileOf(args, english)
  if (!englishFile?.absolutePath) return
  const content = nepaliContent(englishFile.absolutePath, contentOf(english), overlay ? contentOf(overlay) : undefined)
  createNepaliFile(args, englishFile, relativePath, content)
}

function createNepaliFile({ actions, createNodeId, createContentDigest }: CreateNodeArgs, parent: Node, relativePath: string, content: Json): void {
  const json = JSON.stringify(content)
  const child: NodeInput = {
    // transformerTypeName names the transformer's node after the English file.
    relativePath,
    id: childNodeId(createNodeId, parent, `data ${relativePath} ne`),
    parent: parent.id,
    children: [],
    internal: { type: NEPALI_FILE_TYPE, mediaType: "application/json", content: json, contentDigest: createContentDigest(json) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent, child })
}
