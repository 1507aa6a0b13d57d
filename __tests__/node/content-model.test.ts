import fs from "node:fs"
import path from "node:path"
import { CONTENT_FILES, dataFile, isFolder, type ContentFile } from "../../src/node/content-model/registry"
import { readSchema, type JsonSchema } from "../../src/node/content-model/json-schema"
import { OVERLAY_DIR } from "../../src/node/locales/overlay"
import { generateGraphqlTypes, graphqlDrift } from "../../src/node/content-model/graphql"
import { typeDefs } from "../../src/node/schema"
import { REAL_DATA_DIR } from "../support/data-dir"

const SCHEMA_DIR = path.join(REAL_DATA_DIR, "schemas")
const faculties = CONTENT_FILES.find((file) => file.schema === "faculties.schema.json")!
const site = CONTENT_FILES.find((file) => file.schema === "site.schema.json")!

function schemaCopy(file: ContentFile): JsonSchema & { definitions: Record<string, JsonSchema> } {
  return JSON.parse(JSON.stringify(readSchema(SCHEMA_DIR, file.schema)))
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

describe("the GraphQL types of data/ (src/node/schema/)", () => {
  it.each(CONTENT_FILES.map((file) => [file.graphqlType, file]))("%s agrees with its schema", (_type, file) => {
    expect(graphqlDrift(file, readSchema(SCHEMA_DIR, file.schema), typeDefs)).toEqual([])
  })

  it("disagree when the schema gains a field the type lacks, and name the GraphQL to add", () => {
    const schema = schemaCopy(faculties)
    schema.definitions.faculty!.properties!.motto = { type: "string", minLength: 1, description: "One line under the name." }
    schema.definitions.faculty!.properties!.head = { type: "object", required: ["name"], properties: { name: { type: "string" }, photo: { type: "string", imageFile: true } } }
    schema.definitions.faculty!.required!.push("head")
    expect(graphqlDrift(faculties, schema, typeDefs)).toEqual([
      expect.stringMatching(/^Faculty\.motto: in the schema .* but not in the GraphQL type; add:\n {2}motto: String$/),
      "Faculty.head: in the schema (faculties.json.faculties[]) but not in the GraphQL type; add:\n  head: FacultyHead!\ntype FacultyHead {\n  name: String!\n  photo: File @fileByRelativePath\n}",
    ])
  })

  it("disagree when a data file has no type, and write one to start from", () => {
    const drift = graphqlDrift(dataFile("form"), readSchema(SCHEMA_DIR, "form.schema.json"), typeDefs.filter((source) => !source.includes("type FormJson")))
    expect(drift).toEqual([expect.stringContaining("there is no GraphQL type FormJson; to start from:\n")])
    expect(drift[0]).toContain("type FormJson implements Node @dontInfer {")
  })

  it("disagree when a content node lacks its language fields", () => {
    const sdl = typeDefs.map((source) => source.replace(/(type FormJson implements [^{]*\{)[\s\S]*?untranslated: \[String!\]! @untranslated/, "$1"))
    expect(sdl).not.toEqual(typeDefs)
    expect(graphqlDrift(dataFile("form"), readSchema(SCHEMA_DIR, "form.schema.json"), sdl)).toEqual([expect.stringContaining("FormJson: a content node needs locale and untranslated")])
  })

  it("disagree when the type has a field the schema lacks", () => {
    const schema = schemaCopy(faculties)
    delete schema.definitions.faculty!.properties!.alt
    schema.definitions.faculty!.required = schema.definitions.faculty!.required!.filter((name) => name !== "alt")
    expect(graphqlDrift(faculties, schema, typeDefs)).toEqual([expect.stringContaining("Faculty.alt: in the GraphQL type but not in the schema")])
  })

  it("disagree on required-ness, list-ness and type", () => {
    const schema = schemaCopy(site)
    schema.required!.splice(schema.required!.indexOf("tagline"), 1)
    schema.properties!.email = { type: "array", items: { type: "string" } }
    schema.properties!.copyrightYear = { type: "string" }
    const drift = graphqlDrift(site, schema, typeDefs)
    expect(drift).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SiteJson\.tagline: optional in the schema .* required \(!\) in GraphQL$/),
        expect.stringMatching(/^SiteJson\.email: a list in the schema, not a list in GraphQL$/),
        expect.stringMatching(/^SiteJson\.copyrightYear: string in the schema \(GraphQL String\), Int in GraphQL$/),
      ]),
    )
    expect(drift).toHaveLength(3)
  })

  it("disagree when a picture path is not a File", () => {
    const sdl = typeDefs.map((source) => source.replace(/(type Faculty implements[\s\S]*?image: )File! @fileByRelativePath/, "$1String!"))
    expect(sdl).not.toEqual(typeDefs)
    expect(graphqlDrift(faculties, readSchema(SCHEMA_DIR, faculties.schema), sdl)).toEqual([
      expect.stringContaining("Faculty.image: image in the schema (GraphQL File), String in GraphQL"),
    ])
  })
})

describe("generateGraphqlTypes", () => {
  it("follows the schema: a field with its type, required-ness and description", () => {
    const file = dataFile("form")
    const schema = JSON.parse(JSON.stringify(readSchema(SCHEMA_DIR, file.schema))) as JsonSchema
    schema.properties!.notes = { type: "array", items: { type: "string" }, description: "Small print." }
    schema.properties!.poster = { type: "string", imageFile: true }
    schema.required = [...schema.required!, "notes"]
    const sdl = generateGraphqlTypes(file, schema)
    expect(sdl).toContain('  "Small print."\n  notes: [String!]!')
    expect(sdl).toContain("  poster: File @fileByRelativePath")
  })

  it("cannot be generated for a folder without a type name per item", () => {
    expect(CONTENT_FILES.filter(isFolder).every((file) => /^[A-Z]\w+$/.test(file.graphqlType))).toBe(true)
  })
})
