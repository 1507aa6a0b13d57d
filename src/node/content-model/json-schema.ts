// Reading the JSON Schemas of data/ as a content model: the fields of an object in the order they are
// declared, whether each is required, and what kind of value it holds. The GraphQL types' generator and
// the web editor's configuration both read the schemas through here.
import fs from "fs"
import path from "path"

export interface JsonSchema {
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, JsonSchema | boolean>
  required?: string[]
  items?: JsonSchema
  $ref?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  definitions?: Record<string, JsonSchema>
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  format?: string
  contentMediaType?: string
  imageFile?: boolean
  videoFile?: boolean
  documentFile?: boolean
  linkTarget?: boolean
  externalUrl?: boolean
  [keyword: string]: unknown
}

export type Kind = "string" | "integer" | "number" | "boolean" | "object" | "array" | "image" | "video"

export interface Field {
  name: string
  schema: JsonSchema
  required: boolean
  /** The field's schema as written, before its `$ref` is followed: which definition it names, if any. */
  declared?: JsonSchema
}

export const SCHEMA_FIELD = "$schema"

/**
 * The keyword that gives an object of a schema its GraphQL type's name where the generator's rule would
 * name it otherwise (src/node/content-model/graphql.ts; CONTENT.md, "GraphQL type names").
 */
export const GRAPHQL_TYPE_KEYWORD = "graphqlType"

/**
 * The keyword that lets several objects named alike by `graphqlType` each hold part of the type's fields
 * (the error messages of each question of the admission form hold the kinds that can happen to it):
 * the type has every field any of them has, never null only where all of them require it.
 */
export const GRAPHQL_MERGE_KEYWORD = "graphqlMerge"

export function readSchema(schemaDir: string, file: string): JsonSchema {
  return JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as JsonSchema
}

/** Follows `$ref`s into the schema's own definitions. */
export function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  let current = node
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const match = /^#\/definitions\/(.+)$/.exec(current.$ref)
    const target = match ? root.definitions?.[match[1]!] : undefined
    if (!target) throw new Error(`Cannot resolve ${current.$ref}`)
    const { $ref: _ref, ...rest } = current
    current = { ...target, ...rest }
  }
  return current
}

/**
 * The fields of an object schema in declaration order. A field is required only when the object
 * always requires it: one named by `anyOf` branches or an `if`/`then` is required only sometimes.
 */
export function fieldsOf(node: JsonSchema, root: JsonSchema): Field[] {
  const object = resolve(node, root)
  const properties: Record<string, JsonSchema | boolean> = { ...object.properties }
  for (const branch of [...(object.anyOf ?? []), ...(object.oneOf ?? []), ...(object.allOf ?? [])]) {
    for (const [name, schema] of Object.entries(resolve(branch, root).properties ?? {})) {
      if (!(name in properties)) properties[name] = schema
    }
  }
  const required = new Set([...(object.required ?? []), ...(object.allOf ?? []).flatMap((branch) => branch.required ?? [])])
  return Object.entries(properties)
    .filter((entry): entry is [string, JsonSchema] => typeof entry[1] === "object")
    .map(([name, schema]) => ({ name, schema: resolveWithItems(schema, root), required: required.has(name), declared: schema }))
}

/** Like `resolve`, and a list's item schema resolved too. */
export function resolveWithItems(node: JsonSchema, root: JsonSchema): JsonSchema {
  const resolved = resolve(node, root)
  return resolved.items ? { ...resolved, items: resolve(resolved.items, root) } : resolved
}

function typesOf(node: JsonSchema): string[] {
  if (node.type) return Array.isArray(node.type) ? node.type : [node.type]
  const values = node.enum ?? (node.const !== undefined ? [node.const] : [])
  return [...new Set(values.map((value) => (value === null ? "null" : Number.isInteger(value) ? "integer" : typeof value)))]
}

export function isNullable(node: JsonSchema): boolean {
  return typesOf(node).includes("null")
}

/** What a field holds, for the GraphQL type and the editor widget. */
export function kindOf(node: JsonSchema): Kind {
  if (node.imageFile) return "image"
  if (node.videoFile) return "video"
  const types = typesOf(node).filter((type) => type !== "null")
  if (types.length !== 1) throw new Error(`A field must hold one kind of value, found ${types.join(", ") || "none"}`)
  const [type] = types
  if (type === "string" || type === "integer" || type === "number" || type === "boolean" || type === "object" || type === "array") {
    return type
  }
  throw new Error(`Unknown JSON Schema type ${type}`)
}
