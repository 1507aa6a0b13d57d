// The GraphQL types of data/, generated from the JSON Schemas and the registry (registry.ts) when the
// site builds, so that a field is declared once, in its schema: adding one is the schema, the data and
// the component that shows it (CONTENT.md, "Adding a field"; how objects are named: "GraphQL type names").
//
// Each data file's node type (AboutJson, NoticesJson …) holds the file's fields; each object in it
// becomes an object type, named by the rule in `objectTypeName`; a list split into entry nodes becomes
// that node type instead of a field. A node made from each whole file of a folder (Notice, from each
// file of data/notices/: `fileNode`) gets its type the same way, from the same schema. Every content
// node also gets the language fields of src/node/schema/localized.ts, and a file's node that has all
// the page-head fields implements PageHead (src/node/schema/page-head.ts). Both are written by hand there and read here, so the
// interface and the generated types cannot disagree.
import { type FieldDefinitionNode, parse, print } from "graphql"
import { localizedFields } from "../schema/localized"
import { pageHeadTypeDefs } from "../schema/page-head"
import { type ContentFile, type EntryNodes, pascalCase } from "./registry"
import { type Field, fieldsOf, GRAPHQL_MERGE_KEYWORD, GRAPHQL_TYPE_KEYWORD, isNullable, type JsonSchema, kindOf, type Kind, resolve, SCHEMA_FIELD } from "./json-schema"

const SCALARS: Record<Exclude<Kind, "object" | "array">, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
  image: "File",
  video: "File",
}

/** A picture or video path, relative to the data file, resolved by GraphQL to its File node. */
const FILE_DIRECTIVE = "@fileByRelativePath"

interface GeneratedField {
  name: string
  description?: string
  /** The named type of the field or of its list's items. */
  type: string
  list: boolean
  nonNull: boolean
  directives: readonly string[]
  /** A field written out by hand (the language fields), printed as written. */
  printed?: string
}

interface GeneratedType {
  name: string
  description?: string
  /** Interfaces besides Node; set on node types only. */
  interfaces: readonly string[]
  node: boolean
  fields: GeneratedField[]
  /** Where in data/ the type was first declared, for error messages. */
  where: string
  merge: boolean
}

/** A schema the generator cannot turn into GraphQL, or two objects that claim one name: names the place. */
export class GraphqlSchemaError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "GraphqlSchemaError"
  }
}

/** The fields of a hand-written SDL fragment, as printed field definitions by name. */
function handWrittenFields(sdl: string): Map<string, FieldDefinitionNode> {
  const document = parse(sdl)
  const fields = new Map<string, FieldDefinitionNode>()
  for (const definition of document.definitions) {
    if ("fields" in definition) for (const field of definition.fields ?? []) fields.set(field.name.value, field as FieldDefinitionNode)
  }
  return fields
}

const LOCALIZED = [...handWrittenFields(`type Localized {\n${localizedFields}\n}`).values()]
const PAGE_HEAD = handWrittenFields(pageHeadTypeDefs)
const PAGE_HEAD_INTERFACE = "PageHead"

/** A field's type as SDL: `[String!]!`. */
function typeOf(field: Pick<GeneratedField, "type" | "list" | "nonNull">): string {
  const named = field.list ? `[${field.type}!]` : field.type
  return field.nonNull ? `${named}!` : named
}

/** What must agree for two objects to share a type: every field's name, type, list-ness, null-ness and directives. */
function shapeOf(fields: readonly GeneratedField[]): string[] {
  return fields.map((field) => `${field.name}: ${typeOf(field)} ${field.directives.join(" ")}`.trim()).sort()
}

/** The name of the definitions entry an object is declared in: the field's own `$ref`, or its list items'. */
function definitionName(field: Field, root: JsonSchema, item: boolean): string | undefined {
  const declared = field.declared ?? field.schema
  const ref = item ? resolve(declared, root).items?.$ref : declared.$ref
  return ref ? /^#\/definitions\/(.+)$/.exec(ref)?.[1] : undefined
}

/**
 * The name of an object's type: the schema's `graphqlType` where it gives one; else, for an object
 * declared in `definitions`, the file's type name and the entry's name (home.json's `card`: HomeCard);
 * else the enclosing type's name and the field's name (HomeLife's `weather`: HomeLifeWeather), with
 * `Item` for the objects of a list (dates.json's `dayParts`: DatesDayPartsItem).
 */
function objectTypeName(object: JsonSchema, field: Field, parent: string, context: FileContext, item: boolean, path: readonly string[]): string {
  const named = object[GRAPHQL_TYPE_KEYWORD]
  if (named !== undefined) {
    if (typeof named === "string" && /^[A-Z][A-Za-z0-9]*$/.test(named)) return named
    throw new GraphqlSchemaError(`${place(context.file, path)}: "${GRAPHQL_TYPE_KEYWORD}" must be a GraphQL type name such as LabelledLink (a capital letter, then letters and digits), found ${JSON.stringify(named)} (data/schemas/${context.file.schema}).`)
  }
  if (object[GRAPHQL_MERGE_KEYWORD] !== undefined) {
    throw new GraphqlSchemaError(`${place(context.file, path)}: "${GRAPHQL_MERGE_KEYWORD}" shares a type named with "${GRAPHQL_TYPE_KEYWORD}", and this object has none (data/schemas/${context.file.schema}).`)
  }
  const base = (name: string) => name.replace(/Json$/, "")
  const definition = definitionName(field, context.root, item)
  if (definition) return `${base(context.file.graphqlType)}${pascalCase(definition)}`
  return `${base(parent)}${pascalCase(field.name)}${item ? "Item" : ""}`
}

class TypeCollector {
  readonly types = new Map<string, GeneratedType>()
  /** Type names in the order a reader meets them: each type before the types of its fields. */
  private readonly order: string[] = []

  /** Called before a type's fields are walked, so that it is printed before the types they use. */
  reserve(name: string): void {
    if (!this.order.includes(name)) this.order.push(name)
  }

  inOrder(): GeneratedType[] {
    return this.order.flatMap((name) => this.types.get(name) ?? [])
  }

  add(type: GeneratedType): void {
    const known = this.types.get(type.name)
    if (!known) {
      this.types.set(type.name, type)
      return
    }
    if (known.node || type.node) throw this.clash(known, type, "a node type's name cannot be given to another object")
    if (known.merge !== type.merge) {
      throw this.clash(known, type, `both need "${GRAPHQL_MERGE_KEYWORD}": true to share the type with part of its fields each, or neither`)
    }
    if (known.merge) {
      this.types.set(type.name, this.merged(known, type))
      return
    }
    const [mine, theirs] = [shapeOf(known.fields), shapeOf(type.fields)]
    if (mine.join("\n") !== theirs.join("\n")) {
      const differ = [...mine.filter((line) => !theirs.includes(line)).map((line) => `${known.where} has ${line}`), ...theirs.filter((line) => !mine.includes(line)).map((line) => `${type.where} has ${line}`)]
      throw this.clash(known, type, `their fields differ (${differ.join("; ")}). Give one of them another name with "${GRAPHQL_TYPE_KEYWORD}"`)
    }
  }

  private merged(known: GeneratedType, type: GeneratedType): GeneratedType {
    const fields = known.fields.map((field) => ({ ...field }))
    for (const field of type.fields) {
      const same = fields.find((candidate) => candidate.name === field.name)
      if (!same) {
        fields.push({ ...field, nonNull: false })
        continue
      }
      if (same.type !== field.type || same.list !== field.list || same.directives.join(" ") !== field.directives.join(" ")) {
        throw this.clash(known, type, `field ${field.name} is ${typeOf({ ...same, nonNull: false })} in one and ${typeOf({ ...field, nonNull: false })} in the other`)
      }
      same.nonNull &&= field.nonNull
    }
    for (const field of fields) if (!type.fields.some((candidate) => candidate.name === field.name)) field.nonNull = false
    return { ...known, fields }
  }

  private clash(known: GeneratedType, type: GeneratedType, why: string): GraphqlSchemaError {
    return new GraphqlSchemaError(`Two objects get the GraphQL type name ${type.name}, at ${known.where} and at ${type.where}: ${why}.`)
  }
}

interface FileContext {
  file: ContentFile
  root: JsonSchema
  collector: TypeCollector
  /** A document's path (documentFile) is the File itself: on a node whose pages link the document. */
  documentFiles?: boolean
}

/** A field's scalar type: a picture or video is a File, and a document too where the context says so. */
function scalarType(kind: Exclude<Kind, "object" | "array">, schema: JsonSchema, context: FileContext): string {
  return context.documentFiles && schema.documentFile === true ? "File" : SCALARS[kind]
}

/** Where a schema object is, for a maintainer: data/about.json › team › members[]. */
function place(file: ContentFile, path: readonly string[]): string {
  return [`data/${file.data}`, ...path].join(" › ")
}

function kindAt(node: JsonSchema, context: FileContext, path: readonly string[]): Kind {
  try {
    return kindOf(node)
  } catch (error) {
    throw new GraphqlSchemaError(`${place(context.file, path)}: ${(error as Error).message}; GraphQL needs one kind of value per field (data/schemas/${context.file.schema}).`)
  }
}

/** The fields of an object with their nested types, each added to the collector. */
function objectFields(object: JsonSchema, typeName: string, context: FileContext, path: readonly string[], entry?: EntryNodes): GeneratedField[] {
  const { file, root } = context
  const topLevel = path.length === 0 && !entry
  const unsupported = ["patternProperties", "additionalItems"].find((keyword) => object[keyword] !== undefined)
  if (unsupported || (typeof object.additionalProperties === "object" && !object.properties)) {
    throw new GraphqlSchemaError(`${place(file, path)}: an object whose field names are not declared (${unsupported ?? "additionalProperties"}) has no GraphQL type; declare its fields under properties (data/schemas/${file.schema}).`)
  }
  checkBranches(object, context, path)
  return fieldsOf(object, root).flatMap((field): GeneratedField[] => {
    if (field.name === SCHEMA_FIELD) return []
    // A split list is not a field of its file's node: each entry is a node of its own type.
    if (topLevel && file.entries?.[field.name]) return []
    const link = topLevel ? file.links?.[field.name] : undefined
    if (link) return linkFields(field, link, context)
    const fieldPath = [...path, field.name]
    const nonNull = (field.required && !isNullable(field.schema)) || Boolean(entry?.defaults && field.name in entry.defaults)
    const description = field.schema.description
    const kind = kindAt(field.schema, context, fieldPath)
    if (kind !== "array") {
      const type = kind === "object" ? nestedType(field.schema, field, typeName, context, fieldPath, false) : scalarType(kind, field.schema, context)
      return [{ name: field.name, description, type, list: false, nonNull, directives: type === "File" ? [FILE_DIRECTIVE] : [] }]
    }
    const items = field.schema.items
    const itemPath = [...path, `${field.name}[]`]
    if (!items || Array.isArray(items)) {
      throw new GraphqlSchemaError(`${place(file, itemPath)}: a list needs one schema for its items ("items": { … }) to have a GraphQL type (data/schemas/${file.schema}).`)
    }
    const itemKind = kindAt(resolve(items, root), context, itemPath)
    if (itemKind === "array") {
      throw new GraphqlSchemaError(`${place(file, itemPath)}: a list of lists has no GraphQL type; make each item an object with a list field (data/schemas/${file.schema}).`)
    }
    const type = itemKind === "object" ? nestedType(resolve(items, root), field, typeName, context, itemPath, true) : scalarType(itemKind, resolve(items, root), context)
    return [{ name: field.name, description, type, list: true, nonNull, directives: type === "File" ? [FILE_DIRECTIVE] : [] }]
  })
}

/**
 * An object's fields are those of its properties and of its `anyOf`/`oneOf`/`allOf` branches together
 * (a video has a file or a YouTube id). A field declared with different JSON types in two of them has
 * no one GraphQL type.
 */
function checkBranches(object: JsonSchema, context: FileContext, path: readonly string[]): void {
  const { file, root } = context
  const declared = new Map<string, string>()
  for (const source of [object, ...(object.anyOf ?? []), ...(object.oneOf ?? []), ...(object.allOf ?? [])]) {
    for (const [name, schema] of Object.entries(resolve(source, root).properties ?? {})) {
      if (typeof schema !== "object") continue
      const type = resolve(schema, root).type
      if (type === undefined) continue
      const types = [type].flat().filter((one) => one !== "null").sort().join(" or ")
      const known = declared.get(name)
      if (known !== undefined && known !== types) {
        throw new GraphqlSchemaError(`${place(file, [...path, name])}: declared as ${known} in one branch of the object and as ${types} in another; GraphQL needs one kind of value per field (data/schemas/${file.schema}).`)
      }
      declared.set(name, types)
    }
  }
}

function nestedType(object: JsonSchema, field: Field, parent: string, context: FileContext, path: readonly string[], item: boolean): string {
  const name = objectTypeName(object, field, parent, context, item, path)
  context.collector.reserve(name)
  const fields = objectFields(object, name, context, path)
  context.collector.add({ name, description: object.description, interfaces: [], node: false, fields, where: place(context.file, path), merge: object[GRAPHQL_MERGE_KEYWORD] === true })
  return name
}

/** A field naming an entry node: the node itself (null when no entry has the key), and the key as written. */
function linkFields(field: Field, link: NonNullable<ContentFile["links"]>[string], context: FileContext): GeneratedField[] {
  const { file, root } = context
  const target = file.entries?.[link.entries]
  const list = fieldsOf(root, root).find((candidate) => candidate.name === link.entries)
  const key = list?.schema.items ? fieldsOf(list.schema.items, root).find((candidate) => candidate.name === link.by) : undefined
  if (!target || !key) {
    throw new GraphqlSchemaError(`${place(file, [field.name])}: the registry links it to ${link.entries}[].${link.by}, which is not a split list's field (src/node/content-model/registry.ts).`)
  }
  if (kindAt(field.schema, context, [field.name]) !== "string") {
    throw new GraphqlSchemaError(`${place(file, [field.name])}: a link to another node needs a text key in the schema (data/schemas/${file.schema}).`)
  }
  return [
    // A missing entry resolves to null; whether the key names one is checked where pages are made.
    { name: field.name, description: field.schema.description, type: target.type, list: false, nonNull: false, directives: [`@link(by: ${JSON.stringify(link.by)})`] },
    { name: link.keyField, description: `The ${link.by} ${field.name} names, as written.`, type: "String", list: false, nonNull: field.required && !isNullable(field.schema), directives: [`@proxy(from: ${JSON.stringify(field.name)})`] },
  ]
}

/** A content node's type: its data's fields, what the registry derives, and the language fields. */
function nodeType(name: string, object: JsonSchema, context: FileContext, path: readonly string[], entry?: EntryNodes): GeneratedType {
  context.collector.reserve(name)
  const fields = objectFields(object, name, context, path, entry)
  for (const [fieldName, derived] of Object.entries(entry?.derived ?? {})) {
    if (fields.some((field) => field.name === fieldName)) {
      throw new GraphqlSchemaError(`${place(context.file, path)}: the registry derives ${fieldName}, which the schema declares too (src/node/content-model/registry.ts).`)
    }
    fields.push({ name: fieldName, description: derived.description, type: derived.graphql, list: false, nonNull: true, directives: derived.graphql === "File" ? [FILE_DIRECTIVE] : [] })
  }
  const localized = LOCALIZED.map((field): GeneratedField => ({ name: field.name.value, type: "", list: false, nonNull: true, directives: [], printed: print(field) }))
  const isPage = !entry && [...PAGE_HEAD.values()].every((head) => fields.some((field) => field.name === head.name.value && typeOf(field) === print(head.type)))
  return { name, description: object.description, interfaces: isPage ? [PAGE_HEAD_INTERFACE] : [], node: true, fields: [...localized, ...fields], where: place(context.file, path), merge: false }
}

function addFile(file: ContentFile, root: JsonSchema, collector: TypeCollector, fileNode?: EntryNodes): void {
  const context: FileContext = { file, root, collector }
  collector.add(nodeType(file.graphqlType, root, context, []))
  // The node made from the whole file: its fields, filled where the node has defaults, and what it derives.
  if (fileNode) collector.add(nodeType(fileNode.type, root, { ...context, documentFiles: true }, [], fileNode))
  for (const [listName, entry] of Object.entries(file.entries ?? {})) {
    const list = fieldsOf(root, root).find((field) => field.name === listName)
    const items = list?.schema.items
    if (!items || kindAt(list.schema, context, [listName]) !== "array" || kindAt(items, context, [`${listName}[]`]) !== "object") {
      throw new GraphqlSchemaError(`${place(file, [listName])}: the registry splits it into ${entry.type} nodes, but the schema has no list of objects there (src/node/content-model/registry.ts).`)
    }
    collector.add(nodeType(entry.type, items, context, [`${listName}[]`], entry))
  }
}

function printType(type: GeneratedType): string {
  const describe = (text: string | undefined, indent: string) => (text ? `${indent}${JSON.stringify(text)}\n` : "")
  const interfaces = type.node ? ` implements ${["Node", ...type.interfaces].join(" & ")} @dontInfer` : ""
  const lines = type.fields.map((field) => {
    if (field.printed) return field.printed.replace(/^/gm, "  ")
    return `${describe(field.description, "  ")}  ${field.name}: ${[typeOf(field), ...field.directives].join(" ")}`
  })
  return `${describe(type.description, "")}type ${type.name}${interfaces} {\n${lines.join("\n")}\n}`
}

/** A data file with its schema, and the node made from each whole file of it, if any (Notice). */
export interface SchemaFile {
  file: ContentFile
  schema: JsonSchema
  fileNode?: EntryNodes
}

/**
 * The SDL of every type of the given data files, each with its schema. Throws a GraphqlSchemaError
 * naming the file and the place for a schema construct GraphQL cannot express, and for two objects
 * that get one name but do not agree on its fields.
 */
export function generateContentTypes(files: readonly SchemaFile[]): string {
  return contentTypes(files).map(printType).join("\n")
}

/** The types generateContentTypes prints, in the order they are first declared. */
function contentTypes(files: readonly SchemaFile[]): GeneratedType[] {
  const collector = new TypeCollector()
  for (const { file, schema, fileNode } of files) addFile(file, schema, collector, fileNode)
  return collector.inOrder()
}
