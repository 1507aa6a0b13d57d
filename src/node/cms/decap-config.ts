// The web editor's configuration (Decap CMS, also read by Sveltia CMS), generated from the content
// model: one collection per data file (a folder collection for a folder of items), one field per schema
// property, with the schema's title and description as label and help, its required fields, limits and
// patterns as the editor's own checks. Written to /admin/config.yml by the build and `npm run cms:config`.
// Field reference: https://decapcms.org/docs/widgets/
// The Nepali edition is edited as files of its own (data/ne/, see src/node/locales/overlay.ts): Decap's
// `i18n` would write every field, images and links included, into the Nepali file.
import fs from "fs"
import path from "path"
import { CONTENT_FILES, type ContentFile, isFolder } from "../content-model/registry"
import { type Field, type JsonSchema, fieldsOf, isNullable, kindOf, readSchema, resolveWithItems, SCHEMA_FIELD } from "../content-model/json-schema"
import { OVERLAY_DIR, translationSchema } from "../locales/overlay"

export interface CmsSettings {
  backend: "github" | "gitlab" | "gitea"
  repo: string
  branch: string
  apiRoot?: string
  authBaseUrl?: string
  authEndpoint?: string
  appId?: string
  maxImageKb: number
  maxDocumentKb: number
}

export type DecapField = { name: string; label: string; widget: string; [option: string]: unknown }

export interface DecapCollection {
  name: string
  label: string
  description?: string
  files?: Array<{ name: string; label: string; file: string; fields: DecapField[]; media_folder: string; public_folder: string }>
  folder?: string
  [option: string]: unknown
}

/**
 * decap-server's address while `npm run cms` runs; Decap uses it only on localhost. CMS_BACKEND_PORT
 * moves it when 8081 is taken (another project's editor): `npm run cms` writes the editor's
 * configuration with the same port.
 */
export const LOCAL_BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT || 8081)
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`

export interface DecapConfig {
  backend: Record<string, string>
  local_backend: boolean | { url: string }
  media_folder: string
  public_folder: string
  slug: Record<string, unknown>
  collections: DecapCollection[]
}

/** Where uploaded pictures go, under data/. */
export const UPLOAD_DIR = "images/uploads"

const NAME_FIELDS = ["name", "title", "label", "heading", "network", "value", "slug"]
const LONG_TEXT_FIELDS = /^(text|intro|description|paragraph|summary|message|note|contactText|hint|body)$/

// What each pattern of the schemas means, in words for the person typing.
const PATTERN_MESSAGES: Record<string, string> = {
  "^[a-z0-9]+(-[a-z0-9]+)*$": "Use lower-case letters, digits and single dashes only, e.g. science or early-years.",
  "^[a-z0-9-]+$": "Use lower-case letters, digits and dashes only, e.g. early-years.",
  "^(/[a-z0-9-]+)+$": "Start with / and use lower-case letters, digits and dashes, e.g. /senior/courses.",
  "^[A-Za-z0-9_-]{11}$": "The 11 letters and digits after 'v=' in a YouTube address, e.g. dQw4w9WgXcQ.",
  "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$": "An email address, e.g. info@school.edu.np.",
  "^\\+?[0-9][0-9 -]{5,}$": "A phone number: digits, spaces and dashes, optionally starting with +, e.g. +977-1-5550100.",
  "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$": "A date written year-month-day, e.g. 2025-01-15.",
  "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$": "The repository as owner/name, e.g. crest-academy/website.",
}
const LINK_PATTERN = "^(/[^\\s]*|\\{links\\.[A-Za-z]+\\}|https://[^\\s/]+\\.[^\\s]+)$"
const LINK_MESSAGE = "Write a page of this site starting with / (e.g. /about), a school address such as {links.visitForm}, or a full address starting with https://."
const URL_PATTERN = "^https://[^\\s/]+\\.[^\\s]+$"
const URL_MESSAGE = "Write a full address starting with https://, e.g. https://www.example.com."

export function readCmsSettings(dataDir: string): CmsSettings {
  return JSON.parse(fs.readFileSync(path.join(dataDir, "cms.json"), "utf8")) as CmsSettings
}

export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema title without the file name it ends with, e.g. "(data/site.json)". */
function collectionLabel(schema: JsonSchema, file: ContentFile): string {
  return (schema.title ?? humanise(file.data)).replace(/\s*\(data\/[^)]*\)/, "")
}

export function backendOf(settings: CmsSettings): Record<string, string> {
  const backend: Record<string, string> = { name: settings.backend, repo: settings.repo, branch: settings.branch }
  if (settings.apiRoot) backend.api_root = settings.apiRoot
  if (settings.authBaseUrl) backend.base_url = settings.authBaseUrl
  if (settings.authEndpoint) backend.auth_endpoint = settings.authEndpoint
  if (settings.appId) {
    backend.app_id = settings.appId
    // GitLab and Gitea sign in through the browser with PKCE, no server of our own.
    backend.auth_type = "pkce"
  }
  return backend
}

interface FieldContext {
  root: JsonSchema
  /** The values this field holds in the data today, across entries: image fields upload beside them. */
  values: readonly unknown[]
  maxImageBytes: number
  maxDocumentBytes: number
  /** Relative path from the data file to data/schemas/, for the `$schema` field. */
  schemaPath: string
  /** The folder of the entry's file from the repository's root (data, data/notices): picture paths are relative to it. */
  entryDir: string
}

function stringField(base: DecapField, schema: JsonSchema): DecapField {
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.filter((value) => value !== null) }
  if (schema.const !== undefined) return { ...base, widget: "select", options: [schema.const], default: schema.const }
  if (schema.contentMediaType === "text/markdown") return { ...base, widget: "markdown" }
  // The data check's own keywords (isoDay, moment, clockTime) say a field is a day, a moment or a time.
  if (schema.format === "date" || schema.isoDay === true || schema.pattern === "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$") {
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  }
  if (schema.moment === true) return { ...base, widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" }
  if (schema.clockTime === true) return { ...base, widget: "datetime", format: "HH:mm", date_format: false, time_format: "HH:mm" }
  if (schema.format === "date-time") return { ...base, widget: "datetime" }
  const long = LONG_TEXT_FIELDS.test(base.name) || (schema.maxLength ?? 0) > 200 || (schema.minLength ?? 0) > 80
  const field: DecapField = { ...base, widget: long ? "text" : "string" }
  const pattern = patternOf(schema)
  if (pattern) field.pattern = pattern
  return field
}

function patternOf(schema: JsonSchema): [string, string] | null {
  if (schema.pattern) {
    const message = PATTERN_MESSAGES[schema.pattern] ?? `This is not in the expected form.${schema.description ? ` ${schema.description}` : ""}`
    return [schema.pattern, message]
  }
  if (schema.linkTarget) return [LINK_PATTERN, LINK_MESSAGE]
  if (schema.externalUrl) return [URL_PATTERN, URL_MESSAGE]
  if ((schema.minLength ?? 0) > 1 || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0
    const max = schema.maxLength ?? ""
    const size = min === schema.maxLength ? `exactly ${min}` : max === "" ? `at least ${min}` : `${min} to ${max}`
    return [`^[\\s\\S]{${min},${max}}$`, `Write ${size} characters.`]
  }
  return null
}

function summaryOf(fields: DecapField[]): string | undefined {
  const name = NAME_FIELDS.find((candidate) => fields.some((field) => field.name === candidate && field.widget !== "list"))
  return name ? `{{fields.${name}}}` : undefined
}

export function decapField(field: Field, context: FieldContext): DecapField {
  const schema = field.schema
  const label = schema.title ?? humanise(field.name)
  const base: DecapField = { name: field.name, label, widget: "string", required: field.required && !isNullable(schema) }
  if (schema.description) base.hint = schema.description
  if (field.name === SCHEMA_FIELD) {
    return { name: field.name, label: "Schema", widget: "hidden", default: context.schemaPath, required: false }
  }
  if (schema.documentFile) return uploadField(base, context, "file", "A PDF of at most", context.maxDocumentBytes)
  switch (kindOf(schema)) {
    case "image":
      return uploadField(base, context, "image", "JPEG, PNG or WebP, at most", context.maxImageBytes)
    case "video":
      return { ...base, widget: "file", choose_url: false, ...folderOf(context.values, context.entryDir) }
    case "string":
      return stringField(base, schema)
    case "integer":
    case "number": {
      const number: DecapField = { ...base, widget: "number", value_type: kindOf(schema) === "integer" ? "int" : "float" }
      if (schema.minimum !== undefined) number.min = schema.minimum
      if (schema.maximum !== undefined) number.max = schema.maximum
      if (kindOf(schema) === "integer") number.step = 1
      return number
    }
    case "boolean":
      return { ...base, widget: "boolean" }
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: objectFields(schema, context) }
    case "array":
      return listField(base, field, context)
  }
}

/** A field that takes an uploaded file, its limit said in the help, in the folder its files share. */
function uploadField(base: DecapField, context: FieldContext, widget: "image" | "file", what: string, maxBytes: number): DecapField {
  const limit = `${what} ${Math.round(maxBytes / 1024 / 102.4) / 10} MB.`
  return {
    ...base,
    widget,
    choose_url: false,
    hint: base.hint ? `${String(base.hint)} ${limit}` : limit,
    media_library: { config: { max_file_size: maxBytes } },
    ...folderOf(context.values, context.entryDir),
  }
}

/**
 * Decap finds a picture by its file name inside the field's media folder, so a field whose pictures
 * all sit in one folder (images/faculties/) gets that folder: the editor then shows them, and new
 * ones are uploaded beside them. Other fields upload into images/uploads/.
 * The media folder is written from the repository's root (/data/images/gallery): Decap resolves a
 * relative one against the entry's file, and a new entry has no file yet, so its picture library would
 * list the collection's own folder (data/notices/) instead of the pictures. The public folder, what the
 * JSON says, stays relative to the file.
 */
function folderOf(values: readonly unknown[], entryDir: string): { media_folder?: string; public_folder?: string } {
  const folders = new Set(values.filter((value): value is string => typeof value === "string").map((value) => path.posix.dirname(value)))
  if (folders.size !== 1) return {}
  const [folder] = [...folders] as [string]
  return folder === "." ? {} : { media_folder: fromRoot(entryDir, folder), public_folder: folder }
}

/** A folder given relative to an entry's folder, as Decap's absolute media folder: /data/images/uploads. */
function fromRoot(entryDir: string, folder: string): string {
  return `/${path.posix.join(entryDir, folder)}`
}

function childValues(values: readonly unknown[], name: string): unknown[] {
  return values.map((value) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined))
}

function itemValues(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? value : []))
}

function listField(base: DecapField, field: Field, context: FieldContext): DecapField {
  const items = resolveWithItems(field.schema.items ?? {}, context.root)
  const minItems = field.schema.minItems ?? 0
  // A list that may be empty is never refused for being empty, however the schema names it.
  const list: DecapField = { ...base, widget: "list", required: base.required && minItems > 0 }
  if (minItems > 0) list.min = minItems
  if (field.schema.maxItems !== undefined) list.max = field.schema.maxItems
  if (!list.required) list.default = []
  const itemContext = { ...context, values: itemValues(context.values) }
  if (kindOf(items) === "object") {
    const fields = objectFields(items, itemContext)
    const summary = summaryOf(fields)
    return { ...list, collapsed: true, ...(summary ? { summary } : {}), fields }
  }
  const item = decapField({ name: singular(field.name), schema: items, required: true }, itemContext)
  return { ...list, field: { ...item, label: items.title ?? humanise(singular(field.name)) } }
}

function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`
  return name.endsWith("s") && !name.endsWith("ss") ? name.slice(0, -1) : name
}

function objectFields(schema: JsonSchema, context: FieldContext): DecapField[] {
  return fieldsOf(schema, context.root).map((field) => decapField(field, { ...context, values: childValues(context.values, field.name) }))
}

/** The parsed content of a data file, or of every item of a data folder. */
function readData(dataDir: string, file: ContentFile): unknown[] {
  const location = path.join(dataDir, file.data)
  const files = isFolder(file)
    ? fs.existsSync(location)
      ? fs.readdirSync(location).filter((name) => name.endsWith(".json")).map((name) => path.join(location, name))
      : []
    : [location]
  return files.flatMap((name) => {
    try {
      return [JSON.parse(fs.readFileSync(name, "utf8")) as unknown]
    } catch {
      return []
    }
  })
}

/**
 * The file name of an item made in the editor, from its fields as written (CONTENT.md): a notice's is its
 * publish day and slug (2026-11-20-second-terminal-exam-routine-2083.json), an event's its slug. Decap's
 * own {{year}}-{{month}}-{{day}} would read the day as the computer's local midnight, then take its UTC
 * day, a day early east of Greenwich, Nepal included; and its {{slug}} is the title, not the slug field.
 */
function newItemFileName(fields: readonly DecapField[]): string {
  const has = (name: string) => fields.some((field) => field.name === name)
  const slug = has("slug") ? "{{fields.slug}}" : "{{slug}}"
  const publishDay = fields.find((field) => field.name === "date" && field.format === "YYYY-MM-DD")
  return publishDay ? `{{fields.date}}-${slug}` : slug
}

export function decapCollection(file: ContentFile, dataDir: string, settings: CmsSettings): DecapCollection {
  const root = readSchema(path.join(dataDir, "schemas"), file.schema)
  const name = file.schema.replace(/\.schema\.json$/, "")
  const dataPath = `data/${file.data}`.replace(/\/$/, "")
  const schemaPath = `${isFolder(file) ? "../" : "./"}schemas/${file.schema}`
  const values = readData(dataDir, file)
  const entryDir = isFolder(file) ? dataPath : "data"
  const fields = objectFields(root, { root, values, maxImageBytes: settings.maxImageKb * 1024, maxDocumentBytes: settings.maxDocumentKb * 1024, schemaPath, entryDir })
  const label = collectionLabel(root, file)
  const description = root.description
  if (isFolder(file)) {
    const summary = summaryOf(fields)
    return {
      name,
      label,
      ...(description ? { description } : {}),
      folder: dataPath,
      extension: "json",
      format: "json",
      create: true,
      slug: newItemFileName(fields),
      ...(summary ? { summary, identifier_field: summary.replace(/^\{\{fields\.|\}\}$/g, "") } : {}),
      media_folder: fromRoot(entryDir, `../${UPLOAD_DIR}`),
      public_folder: `../${UPLOAD_DIR}`,
      fields,
    }
  }
  return {
    name,
    label,
    ...(description ? { description } : {}),
    // The collection's format decides which serialiser saves it: "json" is the one admin.js registers.
    format: "json",
    files: [{ name, label, file: dataPath, media_folder: UPLOAD_DIR, public_folder: UPLOAD_DIR, fields }],
  }
}

/** The Nepali collections' own name and label. */
export const NEPALI = { name: "ne", label: "नेपाली (Nepali)", suffix: " (नेपाली)" }

/**
 * A field of the Nepali folder collections that the editor uses and never saves (admin.js drops it): the
 * English item a new translation is for, whose file name the Nepali file takes.
 */
export const TRANSLATES_FIELD = "translates"

/** The overlay schema of a registered file, with the English text as help where there is one text. */
export function overlaySchemaOf(file: ContentFile, dataDir: string): JsonSchema | null {
  const root = readSchema(path.join(dataDir, "schemas"), file.schema)
  return translationSchema(root, isFolder(file) ? undefined : readData(dataDir, file)[0])
}

/** The field an English item is known by in lists (its title), as its collection's summary shows it. */
function englishNameField(english: JsonSchema): string {
  const names = fieldsOf(english, english).map((field) => field.name)
  return NAME_FIELDS.find((name) => names.includes(name)) ?? "slug"
}

/**
 * The Nepali edition in the editor: one collection of the Nepali files of the single data files, and one
 * folder collection per folder of items, whose files take the English item's file name.
 */
export function nepaliCollections(dataDir: string, settings: CmsSettings, files: readonly ContentFile[] = CONTENT_FILES): DecapCollection[] {
  const context = (root: JsonSchema): FieldContext => ({ root, values: [], maxImageBytes: settings.maxImageKb * 1024, maxDocumentBytes: settings.maxDocumentKb * 1024, schemaPath: "", entryDir: `data/${OVERLAY_DIR}` })
  const singles = files.flatMap((file) => {
    const schema = isFolder(file) ? null : overlaySchemaOf(file, dataDir)
    if (!schema) return []
    const english = readSchema(path.join(dataDir, "schemas"), file.schema)
    const name = `${NEPALI.name}-${file.schema.replace(/\.schema\.json$/, "")}`
    return [{
      name,
      label: collectionLabel(english, file) + NEPALI.suffix,
      file: `data/${OVERLAY_DIR}/${file.data}`,
      // Relative to data/ne/; a Nepali file holds no pictures, but Decap asks for a folder.
      media_folder: `../${UPLOAD_DIR}`,
      public_folder: `../${UPLOAD_DIR}`,
      fields: objectFields(schema, context(schema)),
    }]
  })
  const folders = files.filter(isFolder).flatMap((file): DecapCollection[] => {
    const schema = overlaySchemaOf(file, dataDir)
    if (!schema) return []
    const english = readSchema(path.join(dataDir, "schemas"), file.schema)
    const label = collectionLabel(english, file)
    const fields = objectFields(schema, context(schema))
    const summary = summaryOf(fields)
    const englishName = englishNameField(english)
    // A relation to the English collection, read from the repository whenever the form opens, so an
    // English item added after the editor's configuration was written is there too. Decap's own
    // relation control would also offer items translated already; admin.js offers the others only.
    const translates: DecapField = {
      name: TRANSLATES_FIELD,
      label: "English original",
      widget: "relation",
      collection: file.schema.replace(/\.schema\.json$/, ""),
      value_field: "{{slug}}",
      search_fields: [englishName],
      display_fields: [englishName],
      options_length: 1000,
      required: false,
      hint: "Only for a new translation: the English item it translates (its Nepali file gets the same file name). Items with a Nepali file already are not listed. Not saved in the file.",
    }
    return [{
      name: `${NEPALI.name}-${file.schema.replace(/\.schema\.json$/, "")}`,
      label: label + NEPALI.suffix,
      description: `${label} in Nepali: one file per English item, with the same file name, under data/${OVERLAY_DIR}/${file.data}. A text left empty shows in English.`,
      folder: `data/${OVERLAY_DIR}/${file.data}`.replace(/\/$/, ""),
      extension: "json",
      format: "json",
      create: true,
      slug: `{{fields.${TRANSLATES_FIELD}}}`,
      // A new Nepali file cannot be saved before its English item is chosen.
      identifier_field: TRANSLATES_FIELD,
      ...(summary ? { summary } : {}),
      media_folder: `/data/${UPLOAD_DIR}`,
      public_folder: `../../${UPLOAD_DIR}`,
      fields: [translates, ...fields],
    }]
  })
  const single: DecapCollection = {
    name: NEPALI.name,
    label: NEPALI.label,
    description: "The texts of the Nepali pages (/ne/). Only words are translated: pictures, links and dates come from the English files. A text left empty shows in English.",
    format: "json",
    files: singles,
  }
  return [...(singles.length ? [single] : []), ...folders]
}

export function decapConfig(dataDir: string, files: readonly ContentFile[] = CONTENT_FILES): DecapConfig {
  const settings = readCmsSettings(dataDir)
  return {
    backend: backendOf(settings),
    // Used only when the editor is opened on this computer (localhost) while `npm run cms` runs.
    local_backend: { url: LOCAL_BACKEND_URL },
    media_folder: `data/${UPLOAD_DIR}`,
    public_folder: UPLOAD_DIR,
    // Safe file names for uploads and new items: ASCII, lower case, dashes.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [...files.map((file) => decapCollection(file, dataDir, settings)), ...nepaliCollections(dataDir, settings, files)],
  }
}
