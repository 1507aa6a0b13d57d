/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { buildSchema, parse, print, type ObjectTypeDefinitionNode } from "graphql"
import { CONTENT_FILES, isFolder, type ContentFile } from "../../src/node/content-model/registry"
import { GRAPHQL_MERGE_KEYWORD as GRAPHQL_MERGE, GRAPHQL_TYPE_KEYWORD as GRAPHQL_TYPE, readSchema, type JsonSchema } from "../../src/node/content-model/json-schema"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { generateContentTypes, GraphqlSchemaError } from "../../src/node/content-model/graphql"
import { typeDefs } from "../../src/node/schema"
import { REAL_DATA_DIR } from "../support/data-dir"

const SCHEMA_DIR = path.join(REAL_DATA_DIR, "schemas")

function schemaCopy(file: ContentFile): JsonSchema & { definitions: Record<string, JsonSchema> } {
  return JSON.parse(JSON.stringify(readSchema(SCHEMA_DIR, file.schema)))
}

/** Every real data file with its schema, one of them replaced. */
function realFiles(replace?: { file: ContentFile; schema: JsonSchema }) {
  return CONTENT_FILES.map((file) => (file === replace?.file ? replace : { file, schema: readSchema(SCHEMA_DIR, file.schema) }))
}

/** A type of an SDL text, with its fields printed as `name: Type @directive`, descriptions left out. */
function typeIn(sdl: string, name: string): { implements: string[]; fields: string[] } | undefined {
  const type = parse(sdl).definitions.find((definition): definition is ObjectTypeDefinitionNode => definition.kind === "ObjectTypeDefinition" && definition.name.value === name)
  if (!type) return undefined
  return {
    implements: (type.interfaces ?? []).map((named) => named.name.value),
    fields: (type.fields ?? []).map((field) => [`${field.name.value}: ${print(field.type)}`, ...(field.directives ?? []).map((directive) => print(directive))].join(" ")),
  }
}

function generationError(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof GraphqlSchemaError) return error.message
    throw error
  }
  throw new Error("no GraphqlSchemaError")
}

describe("the content model's mapping", () => {
  it("names every schema in data/schemas/, and only those", () => {
    const schemas = fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith(".schema.json")).sort()
    expect(CONTENT_FILES.map((file) => file.schema).sort()).toEqual(schemas)
  })

  // data/ne/ holds the Nepali files of the registered ones, at the same paths (checked by the data check).
  it("names every data file and data folder, and each exists", () => {
    const onDisk = fs
      .readdirSync(REAL_DATA_DIR, { withFileTypes: true })
      .filter((entry) => entry.name !== OVERLAY_DIR)
      .filter((entry) => (entry.isFile() && entry.name.endsWith(".json")) || (entry.isDirectory() && fs.readdirSync(path.join(REAL_DATA_DIR, entry.name)).some((name) => name.endsWith(".json")) && entry.name !== "schemas"))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
      .sort()
    expect(CONTENT_FILES.map((file) => file.data).sort()).toEqual(onDisk)
    for (const file of CONTENT_FILES) expect(fs.existsSync(path.join(REAL_DATA_DIR, file.data))).toBe(true)
  })
})


/** A small data file with one of each construct the generator turns into GraphQL. */
const SHELF: ContentFile = {
  schema: "shelf.schema.json",
  data: "shelf.json",
  graphqlType: "ShelfJson",
  entries: {
    books: {
      type: "Book",
      derived: {
        position: { graphql: "Int", description: "Place on the shelf.", value: (_entry, _file, index) => index },
        scan: { graphql: "File", description: "The scan, from the same path as file.", value: (entry) => entry.file },
      },
      defaults: { tags: [] },
    },
  },
  links: { featured: { entries: "books", by: "slug", keyField: "featuredSlug" } },
}

function shelfSchema(): JsonSchema & { properties: Record<string, JsonSchema>; definitions: Record<string, JsonSchema> } {
  return {
    type: "object",
    description: "A shelf of books.",
    required: ["title", "tags", "owner", "closed", "featured", "books"],
    properties: {
      $schema: { type: "string" },
      title: { type: "string", description: "The shelf's name." },
      subtitle: { type: "string" },
      tags: { type: "array", items: { type: "string" } },
      owner: { type: "object", required: ["name"], properties: { name: { type: "string" }, photo: { type: "string", imageFile: true } } },
      colour: { enum: ["red", "blue"] },
      rows: { type: "integer" },
      closed: { type: ["string", "null"], description: "Why it is closed, or null." },
      link: { $ref: "#/definitions/link" },
      featured: { type: "string" },
      books: { type: "array", items: { $ref: "#/definitions/book" } },
    },
    definitions: {
      link: { type: "object", required: ["label", "to"], properties: { label: { type: "string" }, to: { type: "string", linkTarget: true } } },
      book: {
        type: "object",
        required: ["slug", "file", "pages"],
        properties: {
          slug: { type: "string" },
          file: { type: "string" },
          pages: { type: "array", items: { type: "object", required: ["weight"], properties: { weight: { type: "number" } } } },
          tags: { type: "array", items: { type: "string" } },
        },
      },
    },
  }
}

const LANGUAGE_FIELDS = `  "The language of this node's words: en or ne."
  locale: String! @locale
  "Where this node's texts are still English on a Nepali node, like hero.title or cards[2].text; empty in English (src/lib/i18n/stand-ins.ts)."
  untranslated: [String!]! @untranslated`

describe("the GraphQL types generated from a schema", () => {
  it("follow the schema and the registry, construct by construct", () => {
    expect(generateContentTypes([{ file: SHELF, schema: shelfSchema() }])).toBe(`"A shelf of books."
type ShelfJson implements Node @dontInfer {
${LANGUAGE_FIELDS}
  "The shelf's name."
  title: String!
  subtitle: String
  tags: [String!]!
  owner: ShelfOwner!
  colour: String
  rows: Int
  "Why it is closed, or null."
  closed: String
  link: ShelfLink
  featured: Book @link(by: "slug")
  "The slug featured names, as written."
  featuredSlug: String! @proxy(from: "featured")
}
type ShelfOwner {
  name: String!
  photo: File @fileByRelativePath
}
type ShelfLink {
  label: String!
  to: String!
}
type Book implements Node @dontInfer {
${LANGUAGE_FIELDS}
  slug: String!
  file: String!
  pages: [BookPagesItem!]!
  tags: [String!]!
  "Place on the shelf."
  position: Int!
  "The scan, from the same path as file."
  scan: File! @fileByRelativePath
}
type BookPagesItem {
  weight: Float!
}`)
  })

  it("name an object by its graphqlType where it has one", () => {
    const schema = shelfSchema()
    schema.properties.owner![GRAPHQL_TYPE] = "Person"
    schema.definitions.link![GRAPHQL_TYPE] = "LabelledLink"
    const sdl = generateContentTypes([{ file: SHELF, schema }])
    expect(typeIn(sdl, "ShelfJson")!.fields).toEqual(expect.arrayContaining(["owner: Person!", "link: LabelledLink"]))
    expect(typeIn(sdl, "Person")!.fields).toEqual(["name: String!", "photo: File @fileByRelativePath"])
    expect(typeIn(sdl, "ShelfOwner")).toBeUndefined()
  })

  it("implement PageHead on a data file's node with the page-head fields, and only there", () => {
    const schema = shelfSchema()
    for (const name of ["description", "heading", "intro"]) schema.properties[name] = { type: "string" }
    schema.required!.push("description", "heading", "intro")
    expect(typeIn(generateContentTypes([{ file: SHELF, schema }]), "ShelfJson")!.implements).toEqual(["Node", "PageHead"])
    schema.required = schema.required!.filter((name) => name !== "intro")
    expect(typeIn(generateContentTypes([{ file: SHELF, schema }]), "ShelfJson")!.implements).toEqual(["Node"])
  })

  it("give two objects one type when they agree, and fail naming both places when they do not", () => {
    const schema = shelfSchema()
    schema.properties.owner![GRAPHQL_TYPE] = "Person"
    schema.definitions.book!.properties!.author = { type: "object", [GRAPHQL_TYPE]: "Person", required: ["name"], properties: { name: { type: "string" }, photo: { type: "string", imageFile: true } } }
    expect(typeIn(generateContentTypes([{ file: SHELF, schema }]), "Book")!.fields).toContain("author: Person")

    schema.definitions.book!.properties!.author!.properties!.born = { type: "integer" }
    expect(generationError(() => generateContentTypes([{ file: SHELF, schema }]))).toBe(
      "Two objects get the GraphQL type name Person, at data/shelf.json › owner and at data/shelf.json › books[] › author: their fields differ (data/shelf.json › books[] › author has born: Int). Give one of them another name with \"graphqlType\".",
    )
  })

  it("fail when an object's name by the rule is another's, across data files too", () => {
    const other: ContentFile = { schema: "shelf-owner.schema.json", data: "shelf-owner.json", graphqlType: "ShelfOwner" }
    const message = generationError(() => generateContentTypes([{ file: SHELF, schema: shelfSchema() }, { file: other, schema: { type: "object", properties: {} } }]))
    expect(message).toContain("Two objects get the GraphQL type name ShelfOwner, at data/shelf.json › owner and at data/shelf-owner.json")
  })

  it("merge objects that share a name with graphqlMerge: every field, never null only where all require it", () => {
    const schema = shelfSchema()
    const errors = (required: string[], ...names: string[]): JsonSchema => ({
      type: "object",
      [GRAPHQL_TYPE]: "Messages",
      [GRAPHQL_MERGE]: true,
      required,
      properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])),
    })
    schema.properties.titleErrors = errors(["empty", "missing", "tooLong"], "empty", "missing", "tooLong")
    schema.properties.rowsErrors = errors(["empty", "notNumber"], "empty", "missing", "notNumber")
    expect(typeIn(generateContentTypes([{ file: SHELF, schema }]), "Messages")!.fields).toEqual(["empty: String!", "missing: String", "tooLong: String", "notNumber: String"])

    delete schema.properties.rowsErrors![GRAPHQL_MERGE]
    expect(generationError(() => generateContentTypes([{ file: SHELF, schema }]))).toContain(
      "at data/shelf.json › titleErrors and at data/shelf.json › rowsErrors: both need \"graphqlMerge\": true",
    )
  })

  it.each<[string, (schema: ReturnType<typeof shelfSchema>) => void, string]>([
    ["a list of lists", (schema) => (schema.properties.grid = { type: "array", items: { type: "array", items: { type: "string" } } }), "data/shelf.json › grid[]: a list of lists has no GraphQL type"],
    [
      "a oneOf of different kinds",
      (schema) => (schema.definitions.book!.properties!.isbn = { oneOf: [{ type: "string" }, { type: "object", properties: { code: { type: "string" } } }] }),
      "data/shelf.json › books[] › isbn: A field must hold one kind of value, found none",
    ],
    [
      "a field of two kinds in an object's branches",
      (schema) => (schema.properties.owner!.anyOf = [{ properties: { since: { type: "string" } } }, { properties: { since: { type: "integer" } } }]),
      "data/shelf.json › owner › since: declared as string in one branch of the object and as integer in another",
    ],
    ["an object of undeclared fields", (schema) => (schema.properties.notes = { type: "object", additionalProperties: { type: "string" } }), "data/shelf.json › notes: an object whose field names are not declared"],
    ["a misspelt type name", (schema) => (schema.properties.owner![GRAPHQL_TYPE] = "person"), "data/shelf.json › owner: \"graphqlType\" must be a GraphQL type name"],
    ["a merge without a name", (schema) => (schema.properties.owner![GRAPHQL_MERGE] = true), "data/shelf.json › owner: \"graphqlMerge\" shares a type named with \"graphqlType\""],
    ["a derived field the schema also declares", (schema) => (schema.definitions.book!.properties!.position = { type: "integer" }), "data/shelf.json › books[]: the registry derives position, which the schema declares too"],
    ["a link whose key is not a text", (schema) => (schema.properties.featured = { type: "integer" }), "data/shelf.json › featured: a link to another node needs a text key"],
  ])("fail naming the file and the place for %s", (_what, change, message) => {
    const schema = shelfSchema()
    change(schema)
    const error = generationError(() => generateContentTypes([{ file: SHELF, schema }]))
    expect(error).toContain(message)
    expect(error).toContain("shelf")
  })
})

describe("the site's GraphQL types (src/node/schema/)", () => {
  const sdl = typeDefs(REAL_DATA_DIR).join("\n")

  // Gatsby's own types and directives, as far as the site's types use them.
  const GATSBY = `
    interface Node { id: ID! }
    type File implements Node { id: ID! }
    directive @dontInfer on OBJECT
    directive @fileByRelativePath on FIELD_DEFINITION
    directive @link(by: String) on FIELD_DEFINITION
    directive @proxy(from: String) on FIELD_DEFINITION
    directive @locale on FIELD_DEFINITION
    directive @untranslated on FIELD_DEFINITION
    type Query { site: String }
  `

  it("form one valid schema: every type they name is declared, once", () => {
    // Node types need the id field Gatsby adds; every generated node type implements Node.
    const withIds = sdl.replace(/(implements Node[^{]*\{)(?!\s*id: ID!)/g, "$1\n  id: ID!")
    expect(() => buildSchema(GATSBY + withIds)).not.toThrow()
  })

  it("have a node type for every data file and every split list, with the language fields", () => {
    for (const file of CONTENT_FILES) {
      for (const type of [file.graphqlType, ...Object.values(file.entries ?? {}).map((entry) => entry.type)]) {
        expect(typeIn(sdl, type)?.fields).toEqual(expect.arrayContaining(["locale: String! @locale", "untranslated: [String!]! @untranslated"]))
      }
    }
  })

  it("implement PageHead on every page's own data file", () => {
    const pages = CONTENT_FILES.filter((file) => typeIn(sdl, file.graphqlType)!.implements.includes("PageHead")).map((file) => file.data)
    expect(pages).toEqual(expect.arrayContaining(["home.json", "about.json", "fees.json", "visits.json"]))
    expect(pages).not.toContain("site.json")
  })

  it("put a field added to a faculty's schema on Faculty: adding a field is the schema, the data and the component", () => {
    const faculties = CONTENT_FILES.find((file) => file.schema === "faculties.schema.json")!
    const schema = schemaCopy(faculties)
    schema.definitions.faculty!.properties!.motto = { type: "string", minLength: 1, description: "One line under the name." }
    schema.definitions.faculty!.properties!.head = { type: "object", required: ["name"], properties: { name: { type: "string" }, photo: { type: "string", imageFile: true } } }
    schema.definitions.faculty!.required!.push("head")
    const changed = generateContentTypes(realFiles({ file: faculties, schema }))
    expect(typeIn(changed, "Faculty")!.fields).toEqual(expect.arrayContaining(["motto: String", "head: FacultyHead!"]))
    expect(typeIn(changed, "FacultyHead")!.fields).toEqual(["name: String!", "photo: File @fileByRelativePath"])
    expect(typeIn(sdl, "Faculty")!.fields).not.toContain("motto: String")
  })

  it("cannot be generated for a folder without a type name per item", () => {
    expect(CONTENT_FILES.filter(isFolder).every((file) => /^[A-Z]\w+$/.test(file.graphqlType))).toBe(true)
  })
})
