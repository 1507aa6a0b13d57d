// The GraphQL types of data/ are written out in full in src/node/schema/; this file holds them to the
// JSON Schemas. `graphqlDrift` lists every field on which a type and its schema disagree, and for a
// field or a data file the schema has and GraphQL lacks, it writes the GraphQL to add (so adding a
// field is: the schema, the line the test names, the data, the component that shows it).
import { parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { type ContentFile, type EntryNodes, pascalCase } from "./registry"
import { type JsonSchema, fieldsOf, isNullable, kindOf, SCHEMA_FIELD, type Field, type Kind } from "./json-schema"

/** Fields every content node has beside its data: its language and its English stand-ins (src/node/schema/localized.ts). */
export const LOCALIZED_FIELDS = ["locale", "untranslated"] as const

const SCALARS: Partial<Record<Kind, string>> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
  image: "File",
  video: "File",
}

function describe(text: string | undefined, indent: string): string {
  return text ? `${indent}${JSON.stringify(text)}\n` : ""
}

/** Writes object types for a schema's objects into `definitions`, named after their path. */
function typeWriter(root: JsonSchema, definitions: string[]): Emit {
  const emit: Emit = (node, typeName, isNode) => {
    const lines = fieldsOf(node, root)
      .filter((field) => field.name !== SCHEMA_FIELD)
      .map((field) => `${describe(field.schema.description, "  ")}  ${field.name}: ${fieldType(field, typeName, emit)}`)
    const header = isNode ? `type ${typeName} implements Node @dontInfer` : `type ${typeName}`
    definitions.push(`${describe(node.description, "")}${header} {\n${lines.join("\n")}\n}`)
  }
  return emit
}

/** SDL for a data file's node type and the object types nested in it, named after their path: the
    starting point of a new data file's module in src/node/schema/. */
export function generateGraphqlTypes(file: ContentFile, root: JsonSchema): string {
  const definitions: string[] = []
  typeWriter(root, definitions)(root, file.graphqlType, true)
  return definitions.join("\n")
}

type Emit = (node: JsonSchema, typeName: string, isNode: boolean) => void

function fieldType(field: Field, parentType: string, emit: Emit): string {
  const nonNull = field.required && !isNullable(field.schema) ? "!" : ""
  const named = (node: JsonSchema, suffix: string): string => {
    const kind = kindOf(node)
    if (kind === "object") {
      const typeName = `${parentType.replace(/Json$/, "")}${pascalCase(field.name)}${suffix}`
      emit(node, typeName, false)
      return typeName
    }
    if (kind === "array") throw new Error(`${parentType}.${field.name}: lists of lists cannot be generated`)
    return SCALARS[kind]!
  }
  const kind = kindOf(field.schema)
  const directive = kind === "image" || kind === "video" ? " @fileByRelativePath" : ""
  if (kind === "array") return `[${named(field.schema.items ?? {}, "Item")}!]${nonNull}`
  return `${named(field.schema, "")}${nonNull}${directive}`
}

function kindAt(node: JsonSchema, label: string): Kind {
  try {
    return kindOf(node)
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`)
  }
}

interface Unwrapped {
  nonNull: boolean
  list: boolean
  itemNonNull: boolean
  named: string
}

function unwrap(type: TypeNode): Unwrapped {
  const nonNull = type.kind === "NonNullType"
  const inner = type.kind === "NonNullType" ? type.type : type
  if (inner.kind === "ListType") {
    const item = inner.type
    const itemNonNull = item.kind === "NonNullType"
    const itemInner = item.kind === "NonNullType" ? item.type : item
    return { nonNull, list: true, itemNonNull, named: itemInner.kind === "NamedType" ? itemInner.name.value : "?" }
  }
  return { nonNull, list: false, itemNonNull: false, named: inner.kind === "NamedType" ? inner.name.value : "?" }
}

function directiveOf(field: FieldDefinitionNode, name: string) {
  return field.directives?.find((directive) => directive.name.value === name)
}

function objectTypes(sdl: readonly string[]): Map<string, ObjectTypeDefinitionNode> {
  const types = new Map<string, ObjectTypeDefinitionNode>()
  for (const source of sdl) {
    for (const definition of parse(source).definitions) {
      if (definition.kind === "ObjectTypeDefinition") types.set(definition.name.value, definition)
    }
  }
  return types
}

/**
 * Every disagreement between a data file's schema and its GraphQL types: a field missing on either
 * side, or a field whose type, list-ness or required-ness differs. Empty when they agree.
 * One GraphQL type may stand for several objects of the schema (the error messages of each question
 * of the admission form share one type): its fields are then the union of theirs, and a field is
 * required only where every one of them requires it.
 */
export function graphqlDrift(file: ContentFile, root: JsonSchema, sdl: readonly string[]): string[] {
  const types = objectTypes(sdl)
  const problems = new Set<string>()
  const uses = new Map<string, Array<{ where: string; fields: Field[]; entry?: EntryNodes }>>()

  const collect = (node: JsonSchema, typeName: string, where: string, entry?: EntryNodes, splitLists = file.entries) => {
    const type = types.get(typeName)
    if (!type) {
      const written = typeName === file.graphqlType ? `; to start from:\n${generateGraphqlTypes(file, root)}` : ""
      problems.add(`${where}: the schema declares an object, but there is no GraphQL type ${typeName}${written}`)
      return
    }
    const fields = fieldsOf(node, root).filter((field) => field.name !== SCHEMA_FIELD && !splitLists?.[field.name])
    const list = uses.get(typeName) ?? []
    if (list.some((use) => use.where === where)) return
    list.push({ where, fields, entry })
    uses.set(typeName, list)
    for (const [name, split] of Object.entries(splitLists ?? {})) {
      const listField = fieldsOf(node, root).find((field) => field.name === name)
      if (listField) collect(listField.schema.items ?? {}, split.type, `${where}.${name}[]`, split, undefined)
    }
    const graphqlFields = new Map((type.fields ?? []).map((field) => [field.name.value, field]))
    for (const field of fields) {
      const graphqlField = graphqlFields.get(field.name)
      if (!graphqlField) {
        problems.add(`${typeName}.${field.name}: in the schema (${where}) but not in the GraphQL type; add:\n${suggestedField(field, typeName, root)}`)
        continue
      }
      compareField(field, graphqlField, `${typeName}.${field.name}`, `${where}.${field.name}`)
    }
  }

  const compareField = (field: Field, graphqlField: FieldDefinitionNode, label: string, where: string) => {
    const actual = unwrap(graphqlField.type)
    const kind = kindAt(field.schema, label)
    if ((kind === "array") !== actual.list) {
      problems.add(`${label}: ${kind === "array" ? "a list" : "not a list"} in the schema, ${actual.list ? "a list" : "not a list"} in GraphQL`)
      return
    }
    const itemSchema = kind === "array" ? (field.schema.items ?? {}) : field.schema
    if (kind === "array" && !actual.itemNonNull) problems.add(`${label}: list items are never null in the data, so write [${actual.named}!]`)
    const itemKind = kindAt(itemSchema, label)
    if (directiveOf(graphqlField, "link")) {
      if (itemKind !== "string") problems.add(`${label}: a @link needs a text key in the schema`)
      return
    }
    if (itemKind === "object") {
      collect(itemSchema, actual.named, where)
      return
    }
    const expected = SCALARS[itemKind]
    if (expected !== actual.named) problems.add(`${label}: ${itemKind} in the schema (GraphQL ${expected}), ${actual.named} in GraphQL`)
    if (expected === "File" && actual.named === "File" && !directiveOf(graphqlField, "fileByRelativePath")) {
      problems.add(`${label}: a file path in the schema needs @fileByRelativePath in GraphQL`)
    }
  }

  collect(root, file.graphqlType, file.data)
  for (const typeName of [file.graphqlType, ...Object.values(file.entries ?? {}).map((entry) => entry.type)]) {
    const type = types.get(typeName)
    const names = new Set((type?.fields ?? []).map((field) => field.name.value))
    const missing = LOCALIZED_FIELDS.filter((name) => !names.has(name))
    if (type && missing.length) problems.add(`${typeName}: a content node needs ${missing.join(" and ")}; add \${localizedFields} (src/node/schema/localized.ts)`)
  }

  for (const [typeName, list] of uses) {
    const type = types.get(typeName)!
    const names = new Set(list.flatMap((use) => use.fields.map((field) => field.name)))
    for (const graphqlField of type.fields ?? []) {
      const name = graphqlField.name.value
      const where = list.map((use) => use.where).join(", ")
      if (!names.has(name)) {
        if (list.some((use) => use.entry && name in use.entry.derived)) continue
        if (isNodeType(type) && (LOCALIZED_FIELDS as readonly string[]).includes(name)) continue
        const proxy = directiveOf(graphqlField, "proxy")?.arguments?.find((argument) => argument.name.value === "from")
        if (proxy?.value.kind === "StringValue" && names.has(proxy.value.value)) continue
        problems.add(`${typeName}.${name}: in the GraphQL type but not in the schema (${where})`)
        continue
      }
      // A @link field holds the key of another node and resolves to null when that node is missing,
      // so whether the key is given is checked where pages are made, not in the type.
      if (directiveOf(graphqlField, "link")) continue
      const required = list.every((use) => {
        const field = use.fields.find((candidate) => candidate.name === name)
        return Boolean(field && ((field.required && !isNullable(field.schema)) || (use.entry?.defaults && name in use.entry.defaults)))
      })
      const nonNull = graphqlField.type.kind === "NonNullType"
      if (nonNull !== required) {
        problems.add(`${typeName}.${name}: ${required ? "required" : "optional"} in the schema (${where}), ${nonNull ? "required (!)" : "optional"} in GraphQL`)
      }
    }
  }
  return [...problems]
}

function isNodeType(type: ObjectTypeDefinitionNode): boolean {
  return (type.interfaces ?? []).some((named) => named.name.value === "Node")
}

/** The GraphQL of a schema field a type lacks, with the object types it needs. */
function suggestedField(field: Field, typeName: string, root: JsonSchema): string {
  const definitions: string[] = []
  const line = `  ${field.name}: ${fieldType(field, typeName, typeWriter(root, definitions))}`
  return [line, ...definitions].join("\n")
}
