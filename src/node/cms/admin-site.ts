// Writes the web editor's own page, /admin/, into a folder: the page and its script from src/admin/,
// the configuration and key-order model generated from the content model, Decap CMS's standalone
// bundle copied from node_modules as files, and the preview pane's stylesheet and fonts.
// The build writes it into public/admin/; `npm run cms` into static/admin/ for `gatsby develop`.
// Nothing here enters the site's own webpack bundle, so no public page loads a byte of it.
import fs from "fs"
import path from "path"
import { buildSync } from "esbuild"
import * as sass from "sass"
import { stringify } from "yaml"
import { CONTENT_FILES, type ContentFile } from "../content-model/registry"
import { OVERLAY_DIR } from "../locales/overlay"
import { type JsonSchema, fieldsOf, kindOf, readSchema, resolveWithItems } from "../content-model/json-schema"
import { TRANSLATES_FIELD, decapConfig, overlaySchemaOf, readCmsSettings } from "./decap-config"
import { filesUnder } from "../json-files"
import { writeIfChanged } from "../write-if-changed"
import type { DataSnapshot } from "./editor-check/data-check"

export interface KeyShape {
  order: string[]
  required: string[]
  properties: Record<string, KeyShape>
  items?: KeyShape
  /** The fields holding Markdown: a save keeps their text as written where only Decap's way of writing it differs. */
  markdown?: string[]
}

export interface ContentModelForEditor {
  /** Key order and required keys per schema file, so a save writes keys where the file has them. */
  schemas: Record<string, KeyShape>
  /**
   * The same for the Nepali files, which name no schema, by their place under data/ ("ne/home.json",
   * "ne/notices/"); the editor tells them apart by their fields.
   */
  overlays: Record<string, KeyShape>
  /** Fields the editor shows and never saves. */
  editorOnly: string[]
  /** The field of a new Nepali item that names its English original: the editor lists only originals not translated yet. */
  translatesField: string
  maxImageBytes: number
  maxDocumentBytes: number
}

function shapeOf(node: JsonSchema, root: JsonSchema): KeyShape | undefined {
  const kind = kindOf(node)
  if (kind === "array") {
    const items = shapeOf(resolveWithItems(node.items ?? {}, root), root)
    return items ? { order: [], required: [], properties: {}, items } : undefined
  }
  if (kind !== "object") return undefined
  const fields = fieldsOf(node, root)
  const properties: Record<string, KeyShape> = {}
  for (const field of fields) {
    const child = shapeOf(field.schema, root)
    if (child) properties[field.name] = child
  }
  const markdown = fields.filter((field) => field.schema.contentMediaType === "text/markdown").map((field) => field.name)
  return {
    order: fields.map((field) => field.name),
    required: fields.filter((field) => field.required).map((field) => field.name),
    properties,
    ...(markdown.length > 0 ? { markdown } : {}),
  }
}

export function contentModelForEditor(dataDir: string, files: readonly ContentFile[] = CONTENT_FILES): ContentModelForEditor {
  const schemas: Record<string, KeyShape> = {}
  for (const file of files) {
    const root = readSchema(path.join(dataDir, "schemas"), file.schema)
    schemas[file.schema] = shapeOf(root, root)!
  }
  const overlays: Record<string, KeyShape> = {}
  for (const file of files) {
    const schema = overlaySchemaOf(file, dataDir)
    if (schema) overlays[`${OVERLAY_DIR}/${file.data}`] = shapeOf(schema, schema)!
  }
  return { schemas, overlays, editorOnly: [TRANSLATES_FIELD], translatesField: TRANSLATES_FIELD, maxImageBytes: readCmsSettings(dataDir).maxImageKb * 1024, maxDocumentBytes: readCmsSettings(dataDir).maxDocumentKb * 1024 }
}

export function configYaml(dataDir: string): string {
  const header = "# Generated from data/schemas/ and data/cms.json by the build and `npm run cms:config`: do not edit.\n"
  return header + stringify(decapConfig(dataDir), { lineWidth: 0 })
}

/** Decap's standalone script and the chunks and WebAssembly files it loads beside itself. */
function decapFiles(root: string): string[] {
  const dist = path.join(root, "node_modules/decap-cms/dist")
  return fs
    .readdirSync(dist)
    .filter((name) => name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith(".wasm"))
    .map((name) => path.join(dist, name))
}

const FONT_WEIGHTS = [400, 700]

/** The folders the data check reads besides data/: the pages in src/pages make addresses, by name. */
const SNAPSHOT_NAMES_ONLY = ["src/pages"]

/**
 * The repository as the data check reads it, for the editor's copy of the check: every JSON file of
 * data/ with its text, every other file (pictures, PDFs, the pages in src/pages) by its size only, so a
 * path to a missing file is refused without the editor downloading the pictures.
 */
export function dataSnapshot(root: string): DataSnapshot {
  const files: DataSnapshot["files"] = {}
  for (const folder of ["data", ...SNAPSHOT_NAMES_ONLY]) {
    for (const relative of filesUnder(path.join(root, folder))) {
      const file = `${folder}/${relative}`
      const absolute = path.join(root, file)
      files[file] = folder === "data" && file.endsWith(".json") ? { text: fs.readFileSync(absolute, "utf8") } : { size: fs.statSync(absolute).size }
    }
  }
  return { files }
}

/** The data check (src/node/validate/) as one script for the editor's page, reading the snapshot instead of the disk. */
function dataCheckScript(root: string): string {
  const shims = path.join(root, "src/node/cms/editor-check")
  const result = buildSync({
    entryPoints: [path.join(shims, "browser.ts")],
    bundle: true,
    write: false,
    platform: "browser",
    format: "iife",
    target: "es2019",
    minify: true,
    legalComments: "none",
    alias: { fs: path.join(shims, "virtual-fs.ts"), path: "path-browserify" },
    inject: [path.join(shims, "process-shim.ts")],
    // src/node/routes.ts finds the repository's root from its own folder.
    define: { __dirname: JSON.stringify("/repository/src/node") },
    logLevel: "silent",
  })
  return result.outputFiles[0]!.text
}

export function writeAdminSite(targetDir: string, root: string): string[] {
  const dataDir = path.join(root, "data")
  const sourceDir = path.join(root, "src/admin")
  fs.mkdirSync(path.join(targetDir, "fonts"), { recursive: true })
  const written: string[] = []
  const write = (name: string, content: string | Buffer) => {
    writeIfChanged(path.join(targetDir, name), content)
    written.push(name)
  }
  for (const name of ["index.html", "nepal-time.js", "admin.js", "admin.css"]) write(name, fs.readFileSync(path.join(sourceDir, name)))
  write("config.yml", configYaml(dataDir))
  write("content-model.json", JSON.stringify(contentModelForEditor(dataDir)))
  write("data-check.js", dataCheckScript(root))
  write("data-snapshot.json", JSON.stringify(dataSnapshot(root)))
  for (const file of decapFiles(root)) write(path.basename(file), fs.readFileSync(file))
  const css = sass.compile(path.join(sourceDir, "preview.scss"), { loadPaths: [path.join(root, "src/styles")], style: "compressed" })
  write("preview.css", css.css)
  for (const weight of FONT_WEIGHTS) {
    const font = `lato-latin-${weight}-normal.woff2`
    write(`fonts/${font}`, fs.readFileSync(path.join(root, "node_modules/@fontsource/lato/files", font)))
  }
  return written
}
