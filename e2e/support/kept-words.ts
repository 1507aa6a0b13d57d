// The Latin-letter words a Nepali page may show without marking them English: the words the Nepali
// data itself writes in Latin letters (abbreviations, product names, the school's name through
// {name}), the values of fields that are never translated (the school's brand, name, e-mail, links and
// phones, and every field a schema marks "translate": false, such as a person's name). Read from data/,
// so a school that renames itself or its people keeps the check meaningful.
import fs from "node:fs"
import path from "node:path"
import { withTranslations } from "../../src/lib/i18n/overlay-merge"
import { fillPlaceholders } from "../../src/lib/placeholders"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"

const DATA_DIR = path.resolve(__dirname, "../../data")
const NEPALI_DIR = path.join(DATA_DIR, OVERLAY_DIR)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Schema = { [key: string]: unknown }

function readJson<T = Json>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return jsonFiles(file)
    return entry.name.endsWith(".json") ? [file] : []
  })
}

function strings(value: Json): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === "object") return Object.values(value).flatMap(strings)
  return []
}

/** The letter runs of a text, lower-cased: "GPA 3.6 (NEB)" → ["gpa", "neb"]. */
function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase())
}

// Strings of `value` that sit where `schema` says "translate": false, following local $refs.
function keptStrings(value: Json, schema: Schema | undefined, root: Schema): string[] {
  if (!schema) return []
  const reference = schema.$ref
  if (typeof reference === "string" && reference.startsWith("#/")) {
    const target = reference
      .slice(2)
      .split("/")
      .reduce<unknown>((node, part) => (node as Schema | undefined)?.[part], root) as Schema | undefined
    return keptStrings(value, target, root)
  }
  const branches = ["allOf", "anyOf", "oneOf"].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as Schema[]) : []))
  const fromBranches = branches.flatMap((branch) => keptStrings(value, branch, root))
  if (schema.translate === false) return [...strings(value), ...fromBranches]
  if (Array.isArray(value)) return [...value.flatMap((item) => keptStrings(item, schema.items as Schema | undefined, root)), ...fromBranches]
  if (value && typeof value === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    const rest = typeof schema.additionalProperties === "object" ? (schema.additionalProperties as Schema) : undefined
    return [...Object.entries(value).flatMap(([key, item]) => keptStrings(item, properties[key] ?? rest, root)), ...fromBranches]
  }
  return fromBranches
}

export function keptLatinWords(): Set<string> {
  const site = readJson<Record<string, unknown>>(path.join(DATA_DIR, "site.json"))
  const nepaliSite = withTranslations(site, readJson(path.join(NEPALI_DIR, "site.json")))
  const words = new Set<string>()
  const add = (text: string) => latinWords(text).forEach((word) => words.add(word))

  // The Nepali words as a page shows them, with {name}, {brand} … filled in.
  // What is left in braces ({count}, {student}) the code fills with numbers and the visitor's words.
  for (const file of jsonFiles(NEPALI_DIR)) {
    strings(readJson(file)).forEach((text) => add(fillPlaceholders(text, nepaliSite).replace(/\{[^{}]*\}/g, " ")))
  }

  // The school's identity, which stays as it is in every language.
  const links = (site.links ?? {}) as Record<string, string>
  ;[site.brand, site.name, site.email, ...Object.values(links)].forEach((value) => typeof value === "string" && add(value))

  // Every field the schemas mark as never translated.
  for (const file of jsonFiles(DATA_DIR).filter((name) => !name.startsWith(NEPALI_DIR + path.sep))) {
    const content = readJson<Json>(file)
    if (!content || typeof content !== "object" || Array.isArray(content) || typeof content.$schema !== "string" || !content.$schema.startsWith(".")) continue
    const schema = readJson<Schema>(path.resolve(path.dirname(file), content.$schema))
    keptStrings(content, schema, schema).forEach(add)
  }
  return words
}
