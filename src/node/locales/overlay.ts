// The Nepali edition's words: data/ne/<path>.json holds only the translatable strings of data/<path>.json,
// in the same nesting (lists item by item). Which strings are translatable follows from the English
// file's JSON Schema, so a new field needs no change here. Pure functions: the data check, the Gatsby
// nodes and the web editor all read overlays through this file.
import { mergeOverlay } from "../../lib/i18n/overlay-merge"
import { unknownPlaceholders } from "../../lib/placeholders"
import { type JsonSchema, fieldsOf, resolve } from "../content-model/json-schema"
import { closest, describeField, show, type DataProblem } from "../problems/describe"

export type Json = Record<string, unknown>

/** Where the Nepali counterpart of data/<path> lives, under data/. */
export const OVERLAY_DIR = "ne"

// A string with one of these keywords is a path, an address, a day, a code or one of a fixed set of
// values: the same in both languages. The local-file keywords are the data check's own (keywords.ts).
export const NOT_TRANSLATED_KEYWORDS = [
  "imageFile",
  "videoFile",
  "documentFile",
  "externalUrl",
  "linkTarget",
  "youtubeId",
  "isoDay",
  "moment",
  "clockTime",
  "enum",
  "const",
  "pattern",
  "format",
] as const

/** The keyword a schema sets on a string that stays as written in every language (a name). */
export const TRANSLATE_KEYWORD = "translate"

/** The key a data file names its schema with; never translated, never in an overlay. */
const SCHEMA_KEY = "$schema"

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}

function typesOf(node: JsonSchema): string[] {
  if (Array.isArray(node.type)) return node.type
  return node.type ? [node.type] : []
}

/** true when this schema node (a property's schema, after resolving $ref against root) is a translatable string */
export function isTranslatableString(schemaNode: object, root: object): boolean {
  const node = resolve(schemaNode as JsonSchema, root as JsonSchema)
  if (node[TRANSLATE_KEYWORD] === false) return false
  const types = typesOf(node)
  if (!types.includes("string") || types.some((type) => type !== "string" && type !== "null")) return false
  return NOT_TRANSLATED_KEYWORDS.every((keyword) => node[keyword] === undefined || node[keyword] === false)
}

/** The translatable part of a schema: its translatable strings, and the objects and lists holding them. */
export type Translatable =
  | { kind: "text"; schema: JsonSchema }
  | { kind: "object"; schema: JsonSchema; fields: Array<{ name: string; shape: Translatable }>; allNames: string[] }
  | { kind: "list"; schema: JsonSchema; items: Translatable }

/** The translatable shape of a schema node, or null when nothing in it is translated. */
export function translatableShape(schemaNode: object, root: object): Translatable | null {
  const rootSchema = root as JsonSchema
  const node = resolve(schemaNode as JsonSchema, rootSchema)
  if (isTranslatableString(node, rootSchema)) return { kind: "text", schema: node }
  const types = typesOf(node)
  if (types.includes("array") && node.items) {
    const items = translatableShape(node.items, rootSchema)
    return items ? { kind: "list", schema: node, items } : null
  }
  if (types.includes("object") || node.properties) {
    const all = fieldsOf(node, rootSchema)
    const fields = all.flatMap((field) => {
      const shape = field.name === SCHEMA_KEY ? null : translatableShape(field.schema, rootSchema)
      return shape ? [{ name: field.name, shape }] : []
    })
    return fields.length ? { kind: "object", schema: node, fields, allNames: all.map((field) => field.name) } : null
  }
  return null
}

export interface Localized {
  content: Json
  /** Paths of the strings kept in English, like "hero.title" or "cards[2].text". */
  untranslated: string[]
}

/** The Nepali content: English with each translatable string replaced by the overlay's; a missing one
    stays English, and its path is listed (src/lib/i18n/overlay-merge.ts). */
export function localizeContent(english: Json, overlay: Json | undefined, schema: object): Localized {
  const shape = translatableShape(schema, schema)
  return shape ? mergeOverlay(english, overlay, shape) : { content: { ...english }, untranslated: [] }
}

/** Paths of every translatable string the English content holds, translated or not. */
export function translatablePaths(english: Json, schema: object): string[] {
  return localizeContent(english, undefined, schema).untranslated
}

function placeholderSet(text: string): string[] {
  // Against no values at all, every {placeholder} is "unknown": that lists them all.
  return [...new Set(unknownPlaceholders(text, {}))].sort()
}

function listed(names: readonly string[]): string {
  return names.map((name) => `{${name}}`).join(", ")
}

export interface OverlayFiles {
  /** The overlay as it is shown in reports, e.g. data/ne/home.json. */
  file: string
  /** The English file it translates, e.g. data/home.json. */
  englishFile: string
}

/**
 * Problems of a malformed overlay, naming the overlay file, the entry and the field: a field that is not
 * translated or not in the schema, a list longer than the English one, a wrong type, an empty text,
 * placeholders other than the English text's. A missing text is no problem: it shows in English.
 */
export function checkOverlay(files: OverlayFiles, overlay: unknown, english: unknown, schema: object): DataProblem[] {
  const problems: DataProblem[] = []
  const report = (parts: string[], expected: string, found: string) =>
    problems.push({ file: files.file, ...describeField(overlay, parts), expected, found })
  const shape = translatableShape(schema, schema)
  if (!isObject(overlay)) {
    return [{ file: files.file, entry: "(whole file)", field: "-", expected: `an object in { } with the Nepali texts of ${files.englishFile}`, found: show(overlay) }]
  }

  const check = (value: unknown, source: unknown, node: Translatable, parts: string[]): void => {
    switch (node.kind) {
      case "text": {
        if (typeof value !== "string") return void report(parts, "a text in quotes", show(value))
        if (value.trim() === "") return void report(parts, "a Nepali text (leave the field out to show the English one)", "an empty text")
        const wanted = typeof source === "string" ? placeholderSet(source) : []
        const found = placeholderSet(value)
        if (wanted.join() !== found.join()) {
          const extra = found.filter((name) => !wanted.includes(name))
          const missing = wanted.filter((name) => !found.includes(name))
          report(
            parts,
            wanted.length ? `the placeholders of the English text, ${listed(wanted)}, and no others` : "no {placeholders}, like the English text",
            [extra.length ? `${listed(extra)}, which the English text does not have` : "", missing.length ? `no ${listed(missing)}` : ""]
              .filter(Boolean)
              .join(", and "),
          )
        }
        return
      }
      case "list": {
        if (!Array.isArray(value)) return void report(parts, "a list in [ ], item by item in the order of the English list", show(value))
        const sources = Array.isArray(source) ? source : []
        if (value.length > sources.length) {
          report(
            parts,
            `at most ${sources.length} item(s), one for each item of the English list, in the same order`,
            `a list of ${value.length}`,
          )
        }
        value.slice(0, sources.length).forEach((item, index) => check(item, sources[index], node.items, [...parts, String(index)]))
        return
      }
      case "object": {
        if (!isObject(value)) {
          const empty = node === shape ? "" : " ({} for an item with nothing to translate)"
          return void report(parts, `an object in { }${empty}`, show(value))
        }
        const names = node.fields.map((field) => field.name)
        const here = names.join(", ")
        for (const [key, inner] of Object.entries(value)) {
          const field = node.fields.find((candidate) => candidate.name === key)
          if (!field) {
            if (node.allNames.includes(key)) {
              report([...parts, key], `only the texts to translate (here: ${here})`, `"${key}", which is not translated: the Nepali page takes it from ${files.englishFile}`)
            } else {
              const guess = closest(key, names)
              report(
                [...parts, key],
                guess ? `"${guess}" (texts to translate here: ${here})` : `one of the texts to translate here: ${here}`,
                `an unknown field "${key}"${guess ? `: a typo for "${guess}"?` : ""}`,
              )
            }
            continue
          }
          if (!isObject(source) || !(key in source)) {
            report([...parts, key], `no "${key}" here: ${files.englishFile} has no text there to translate`, show(inner))
            continue
          }
          check(inner, source[key], field.shape, [...parts, key])
        }
      }
    }
  }

  if (!shape) {
    const keys = Object.keys(overlay)
    if (keys.length) report([keys[0]!], `no Nepali file: ${files.englishFile} has no texts to translate`, `the fields ${keys.join(", ")}`)
    return problems
  }
  check(overlay, english, shape, [])
  return problems
}

/**
 * The JSON Schema of an overlay: only the translatable strings, in the same nesting, none required.
 * With the English content, a text outside any list gets the English text as its description, so the
 * web editor can show it beside the field, and a list outside any list the English list's length as its
 * largest size.
 */
export function translationSchema(schema: object, english?: unknown): JsonSchema | null {
  const shape = translatableShape(schema, schema)
  return shape ? schemaOf(shape, english, false) : null
}

const LIST_NOTE = "Item by item in the order of the English list; an item with nothing translated stays empty."

function described(node: JsonSchema): Pick<JsonSchema, "title" | "description"> {
  return { ...(node.title ? { title: node.title } : {}), ...(node.description ? { description: node.description } : {}) }
}

function schemaOf(shape: Translatable, english: unknown, inList: boolean): JsonSchema {
  switch (shape.kind) {
    case "text": {
      const own = described(shape.schema)
      const text: JsonSchema = { type: "string", minLength: 1, ...own }
      if (shape.schema.contentMediaType) text.contentMediaType = shape.schema.contentMediaType
      if (!inList && typeof english === "string" && english) text.description = `English: ${english}`
      return text
    }
    case "list":
      return {
        type: "array",
        ...described(shape.schema),
        description: [shape.schema.description, LIST_NOTE].filter(Boolean).join(" "),
        // A Nepali list may not be longer than the English one it mirrors.
        ...(!inList && Array.isArray(english) ? { maxItems: english.length } : {}),
        items: schemaOf(shape.items, undefined, true),
      }
    case "object":
      return {
        type: "object",
        additionalProperties: false,
        ...described(shape.schema),
        properties: Object.fromEntries(
          shape.fields.map((field) => [field.name, schemaOf(field.shape, isObject(english) ? english[field.name] : undefined, inList)]),
        ),
      }
  }
}
