// Every JSON file in data/ becomes one node per language. The English node is the file as written;
// the Nepali node is the same content with the words of the file's Nepali overlay (data/ne/<same
// path>) put in, and English where a word is not translated yet (marked so the page can say so).
// Both nodes keep the English file as their parent, so image and file paths resolve the same way.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import fs from "fs"
import path from "path"
import type { CreateNodeArgs, Node, NodeInput } from "gatsby"
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/locales"
import { pascalCase } from "../content-model/registry"
import { localizeContent, type Json } from "./overlay"

/** The folder of data/ that holds the Nepali overlays. */
export const OVERLAY_DIR = "ne"

interface DataFileNode extends Node {
  sourceInstanceName?: string
  relativePath?: string
  relativeDirectory?: string
  absolutePath?: string
  name?: string
  extension?: string
}

/** site.json → SiteJson, lunch-menu.json → LunchMenuJson; the files of a folder share one type named after it (notices/ → NoticesJson). */
export function dataTypeName(relativePath: string): string {
  const directory = path.posix.dirname(relativePath)
  const base = directory === "." ? path.posix.basename(relativePath, ".json") : directory
  return `${pascalCase(base)}Json`
}

function isDataJson(node: DataFileNode): boolean {
  return node.internal.type === "File" && node.sourceInstanceName === "data" && node.extension === "json"
}

/** "ne/home.json" → "home.json"; null for an English file. */
export function overlayTarget(relativePath: string): string | null {
  const prefix = `${OVERLAY_DIR}/`
  return relativePath.startsWith(prefix) ? relativePath.slice(prefix.length) : null
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

/** The content of a data file's node in each language. */
export function localizedNodeContents(englishFile: string, overlayFile: string): Record<Locale, Json> {
  const english = readJson(englishFile)
  if (!english) throw new Error(`${englishFile} does not exist.`)
  const { content } = localizeContent(english, readJson(overlayFile), schemaOf(englishFile, english))
  return { en: { ...english, locale: DEFAULT_LOCALE }, ne: { ...content, locale: "ne" } }
}

export function dataNodeId(createNodeId: CreateNodeArgs["createNodeId"], relativePath: string, locale: Locale): string {
  return createNodeId(`data ${relativePath} ${locale}`)
}

/**
 * On an English data file: its node in each language. On a Nepali overlay: the Nepali node of its
 * English file again, so that a change to a translation alone reaches the site.
 */
export function createDataNodes(args: CreateNodeArgs): void {
  const node = args.node as DataFileNode
  if (!isDataJson(node) || !node.relativePath || !node.absolutePath) return
  if (node.relativePath.startsWith("schemas/")) return
  const target = overlayTarget(node.relativePath)
  const relativePath = target ?? node.relativePath
  const dataDir = node.absolutePath.slice(0, -node.relativePath.length)
  const englishFile = path.join(dataDir, relativePath)
  const overlayFile = path.join(dataDir, OVERLAY_DIR, relativePath)
  if (target && !fs.existsSync(englishFile)) return // the data check reports an overlay without its file
  const englishNode = target ? findEnglishFileNode(args, relativePath) : node
  if (!englishNode) return // created later, with this overlay, when the English file's node arrives
  const contents = localizedNodeContents(englishFile, overlayFile)
  const locales: Locale[] = target ? ["ne"] : ["en", "ne"]
  for (const locale of locales) createDataNode(args, englishNode, relativePath, locale, contents[locale])
}

function findEnglishFileNode({ getNodesByType }: CreateNodeArgs, relativePath: string): Node | undefined {
  return getNodesByType("File").find(
    (candidate) => (candidate as DataFileNode).sourceInstanceName === "data" && (candidate as DataFileNode).relativePath === relativePath,
  )
}

function createDataNode(
  { actions, createNodeId, createContentDigest }: CreateNodeArgs,
  parent: Node,
  relativePath: string,
  locale: Locale,
  content: Json,
): void {
  const child: NodeInput = {
    ...content,
    id: dataNodeId(createNodeId, relativePath, locale),
    parent: parent.id,
    children: [],
    internal: { type: dataTypeName(relativePath), contentDigest: createContentDigest(content) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent, child })
}

/**
 * A data file's content in one language, made exactly as its node is: for what the build writes
 * outside GraphQL (feeds, calendar files) and for tests that expect a page's words.
 * @param relativePath the English file's path inside data/, e.g. "events/open-day.json"
 */
export function localizedData(dataDir: string, relativePath: string, locale: Locale): Json {
  return localizedNodeContents(path.join(dataDir, relativePath), path.join(dataDir, OVERLAY_DIR, relativePath))[locale]
}
