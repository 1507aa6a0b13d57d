/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { CONTENT_FILES, dataFolder, type ContentFile } from "../../src/node/content-model/registry"
import { fieldsOf, GRAPHQL_MERGE_KEYWORD, GRAPHQL_TYPE_KEYWORD, kindOf, readSchema, resolveWithItems, type JsonSchema } from "../../src/node/content-model/json-schema"
import { configYaml, contentModelForEditor } from "../../src/node/cms/admin-site"
import { decapConfig, NEPALI, TRANSLATES_FIELD, type DecapField } from "../../src/node/cms/decap-config"
import { isFolder } from "../../src/node/content-model/registry"
import { translatablePaths, translationSchema, type Json } from "../../src/node/locales/overlay"
import { REAL_DATA_DIR } from "../support/data-dir"
import { makeTempDir } from "../support/temp-dir"

const SCHEMA_DIR = path.join(REAL_DATA_DIR, "schemas")

/** A copy of data/'s JSON files and schemas (no pictures), to change for one test. */
function dataCopy(): string {
  const dir = path.join(makeTempDir("crest-cms-"), "data")
  fs.cpSync(SCHEMA_DIR, path.join(dir, "schemas"), { recursive: true })
  for (const name of fs.readdirSync(REAL_DATA_DIR).filter((file) => file.endsWith(".json"))) {
    fs.copyFileSync(path.join(REAL_DATA_DIR, name), path.join(dir, name))
  }
  return dir
}

function fieldsOfCollection(config: ReturnType<typeof decapConfig>, file: ContentFile): DecapField[] {
  const name = file.schema.replace(/\.schema\.json$/, "")
  const collection = config.collections.find((candidate) => candidate.name === name)
  if (!collection) throw new Error(`no collection ${name}`)
  return (collection.files?.[0]?.fields ?? collection.fields) as DecapField[]
}

/** Every property path of a schema that has no editor field at the same place. */
function uncovered(schema: JsonSchema, root: JsonSchema, fields: DecapField[], where: string): string[] {
  return fieldsOf(schema, root).flatMap((property) => {
    const field = fields.find((candidate) => candidate.name === property.name)
    const at = `${where}.${property.name}`
    if (!field) return [at]
    const kind = kindOf(property.schema)
    if (kind === "object") return uncovered(property.schema, root, field.fields as DecapField[], at)
    if (kind === "array") {
      const items = resolveWithItems(property.schema.items ?? {}, root)
      if (kindOf(items) === "object") return uncovered(items, root, field.fields as DecapField[], `${at}[]`)
      return field.field ? [] : [`${at}[]`]
    }
    return []
  })
}

describe("the web editor's configuration", () => {
  const config = decapConfig(REAL_DATA_DIR)

  it("has one collection per data file, in the order of the content model", () => {
    const english = config.collections.slice(0, CONTENT_FILES.length)
    expect(english.map((collection) => collection.name)).toEqual(CONTENT_FILES.map((file) => file.schema.replace(".schema.json", "")))
    for (const [index, file] of CONTENT_FILES.entries()) {
      expect(config.collections[index]!.files?.[0]?.file ?? config.collections[index]!.folder).toBe(`data/${file.data}`.replace(/\/$/, ""))
    }
  })

  it.each(CONTENT_FILES.map((file) => [file.schema, file]))("covers every property of %s", (_name, file) => {
    const root = readSchema(SCHEMA_DIR, file.schema)
    expect(uncovered(root, root, fieldsOfCollection(config, file), file.data)).toEqual([])
  })

  it("fails the coverage check when an editor field is missing", () => {
    const site = CONTENT_FILES.find((file) => file.schema === "site.schema.json")!
    const root = readSchema(SCHEMA_DIR, site.schema)
    const fields = fieldsOfCollection(decapConfig(REAL_DATA_DIR), site).filter((field) => field.name !== "email")
    expect(uncovered(root, root, fields, "site.json")).toEqual(["site.json.email"])
  })

  it("takes labels and help from the schema's titles and descriptions", () => {
    const cms = CONTENT_FILES.find((file) => file.schema === "cms.schema.json")!
    const schema = readSchema(SCHEMA_DIR, cms.schema)
    const property = schema.properties!.repo as JsonSchema
    const repo = fieldsOfCollection(config, cms).find((field) => field.name === "repo")!
    expect(repo.label).toBe(property.title)
    expect(repo.hint).toBe(property.description)
    const collection = config.collections.find((candidate) => candidate.name === "cms")!
    expect(collection.description).toBe(schema.description)
  })

  it("gives each kind of value a fitting widget, with the schema's limits and required fields", () => {
    const site = fieldsOfCollection(config, CONTENT_FILES.find((file) => file.schema === "site.schema.json")!)
    const siteSchema = readSchema(SCHEMA_DIR, "site.schema.json")
    const at = (node: JsonSchema, ...names: string[]): JsonSchema =>
      names.reduce<JsonSchema>((current, name) => (name === "[]" ? current.items! : (current.properties![name] as JsonSchema)), node)
    const yearSchema = at(siteSchema, "copyrightYear")
    const year = site.find((field) => field.name === "copyrightYear")!
    expect(year).toMatchObject({ widget: "number", value_type: "int", min: yearSchema.minimum, max: yearSchema.maximum, required: true })
    expect(site.find((field) => field.name === "logo")).toMatchObject({ widget: "image", required: true })
    const footer = site.find((field) => field.name === "footer")!
    const social = (footer.fields as DecapField[]).find((field) => field.name === "social")!
    expect(social.widget).toBe("list")
    const network = (social.fields as DecapField[]).find((field) => field.name === "network")!
    expect(network).toMatchObject({ widget: "select", options: at(siteSchema, "footer", "social", "[]", "network").enum })
    expect((social.fields as DecapField[]).find((field) => field.name === "url")).toMatchObject({ required: false })
    const phones = site.find((field) => field.name === "phones")!
    expect(phones).toMatchObject({ widget: "list", min: 1, field: { widget: "string" } })
  })

  it("edits days, moments and times of day with date and time pickers that write what the data check accepts", () => {
    const fieldsOfFolder = (schema: string) => fieldsOfCollection(config, CONTENT_FILES.find((file) => file.schema === schema)!)
    const notice = fieldsOfFolder("notice.schema.json")
    for (const name of ["date", "expires"]) {
      expect(notice.find((field) => field.name === name)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    }
    const event = fieldsOfFolder("event.schema.json")
    expect(event.find((field) => field.name === "start")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" })
    expect(event.find((field) => field.name === "startTime")).toMatchObject({ widget: "datetime", format: "HH:mm", date_format: false })
    const alerts = fieldsOfFolder("alerts.schema.json").find((field) => field.name === "alerts")!
    expect((alerts.fields as DecapField[]).find((field) => field.name === "starts")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ" })
  })

  it("names a new notice after its publish day and slug, and a new event after its slug, as CONTENT.md asks", () => {
    const folder = (schema: string) => config.collections.find((collection) => collection.name === schema.replace(/\.schema\.json$/, ""))!
    // The day as written, not Decap's {{year}}-{{month}}-{{day}}, which depend on the computer's zone.
    expect(folder("notice.schema.json").slug).toBe("{{fields.date}}-{{fields.slug}}")
    expect(folder("event.schema.json").slug).toBe("{{fields.slug}}")
    for (const name of fs.readdirSync(path.join(REAL_DATA_DIR, "events")).filter((file) => file.endsWith(".json"))) {
      expect(`${(JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, "events", name), "utf8")) as { slug: string }).slug}.json`).toBe(name)
    }
  })

  it("enforces every pattern with a message in words, never the bare pattern", () => {
    const patterns: Array<[string, string]> = []
    const walk = (fields: DecapField[]) =>
      fields.forEach((field) => {
        if (field.pattern) patterns.push(field.pattern as [string, string])
        if (field.fields) walk(field.fields as DecapField[])
        if (field.field) walk([field.field as DecapField])
      })
    for (const collection of config.collections) walk((collection.files?.[0]?.fields ?? collection.fields) as DecapField[])
    expect(patterns.length).toBeGreaterThan(5)
    for (const [pattern, message] of patterns) {
      expect(() => new RegExp(pattern)).not.toThrow()
      expect(message).toMatch(/^[A-Z].*[.]$/)
      expect(message).not.toContain(pattern)
    }
  })

  it("uploads a field's pictures beside the ones it already has", () => {
    const faculties = fieldsOfCollection(config, CONTENT_FILES.find((file) => file.schema === "faculties.schema.json")!)
    const data = JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, "faculties.json"), "utf8")) as { faculties: Array<{ image: string }> }
    const image = (faculties.find((field) => field.name === "faculties")!.fields as DecapField[]).find((field) => field.name === "image")!
    // Written from the repository's root, so that a new entry, which has no file yet, finds them too.
    expect(image.media_folder).toBe(`/${path.posix.join("data", path.posix.dirname(data.faculties[0]!.image))}`)
    expect(image.public_folder).toBe(path.posix.dirname(data.faculties[0]!.image))
    expect(config.media_folder).toBe("data/images/uploads")
  })

  it("follows the schema: a new field, or a new data file, needs no editor work", () => {
    const dir = dataCopy()
    const schemaFile = path.join(dir, "schemas/faculties.schema.json")
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8")) as { definitions: Record<string, JsonSchema> }
    schema.definitions.faculty!.properties!.motto = { type: "string", minLength: 1, title: "Motto", description: "One line under the name." }
    fs.writeFileSync(schemaFile, JSON.stringify(schema))
    fs.mkdirSync(path.join(dir, "notices"))
    fs.writeFileSync(path.join(dir, "notices/exam.json"), JSON.stringify({ title: "Exams", body: "Text", picture: "../images/notices/exam.jpg" }))
    fs.writeFileSync(
      path.join(dir, "schemas/notice.schema.json"),
      JSON.stringify({
        title: "Notices",
        type: "object",
        required: ["title", "body"],
        properties: {
          title: { type: "string", minLength: 1 },
          body: { type: "string", contentMediaType: "text/markdown" },
          date: { type: "string", format: "date" },
          picture: { type: "string", imageFile: true },
        },
      }),
    )
    const files = [...CONTENT_FILES, dataFolder("notices", "notice.schema.json", "NoticeJson")]
    const changed = decapConfig(dir, files)
    const faculty = fieldsOfCollection(changed, files.find((file) => file.schema === "faculties.schema.json")!).find((field) => field.name === "faculties")!
    expect((faculty.fields as DecapField[]).find((field) => field.name === "motto")).toMatchObject({ label: "Motto", hint: "One line under the name.", widget: "string", required: false })
    const notices = changed.collections.find((collection) => collection.name === "notice")!
    expect(notices).toMatchObject({ folder: "data/notices", create: true, extension: "json", format: "json", summary: "{{fields.title}}" })
    const fields = notices.fields as DecapField[]
    expect(fields.map((field) => [field.name, field.widget])).toEqual([
      ["title", "string"],
      ["body", "markdown"],
      ["date", "datetime"],
      ["picture", "image"],
    ])
    expect(fields.find((field) => field.name === "picture")).toMatchObject({ media_folder: "/data/images/notices", public_folder: "../images/notices" })
    expect(notices).toMatchObject({ media_folder: "/data/images/uploads", public_folder: "../images/uploads" })
  })

  it("is written as YAML that reads back the same, with the backend from data/cms.json", () => {
    const settings = JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, "cms.json"), "utf8")) as { backend: string; repo: string; branch: string }
    const read = parse(configYaml(REAL_DATA_DIR)) as ReturnType<typeof decapConfig>
    expect(read).toEqual(JSON.parse(JSON.stringify(config)))
    expect(read.backend).toMatchObject({ name: settings.backend, repo: settings.repo, branch: settings.branch })
  })
})

describe("the keywords that name GraphQL types (graphqlType, graphqlMerge)", () => {
  it("are in the schemas, and nowhere in what the web editor reads", () => {
    const schemas = fs.readdirSync(SCHEMA_DIR).map((name) => fs.readFileSync(path.join(SCHEMA_DIR, name), "utf8")).join("\n")
    expect(schemas).toContain(`"${GRAPHQL_TYPE_KEYWORD}"`)
    expect(schemas).toContain(`"${GRAPHQL_MERGE_KEYWORD}"`)
    for (const editorFile of [configYaml(REAL_DATA_DIR), JSON.stringify(contentModelForEditor(REAL_DATA_DIR))]) {
      expect(editorFile).not.toMatch(/graphql/i)
    }
  })
})

describe("the Nepali edition in the web editor", () => {
  const config = decapConfig(REAL_DATA_DIR)
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(REAL_DATA_DIR, file), "utf8")) as Json
  const hasTexts = (file: ContentFile) => {
    const schema = readSchema(SCHEMA_DIR, file.schema)
    if (!isFolder(file)) return translatablePaths(readJson(file.data), schema).length > 0
    return translationSchema(schema) !== null
  }
  const nepaliFiles = config.collections.find((collection) => collection.name === NEPALI.name)!.files!

  it("has a Nepali entry writing data/ne/<same path> for every registered file with texts to translate", () => {
    const withTexts = CONTENT_FILES.filter((file) => !isFolder(file) && hasTexts(file))
    expect(withTexts.length).toBeGreaterThan(5)
    expect(nepaliFiles.map((entry) => entry.file)).toEqual(withTexts.map((file) => `data/ne/${file.data}`))
    for (const [index, file] of withTexts.entries()) {
      const english = config.collections.find((collection) => collection.files?.[0]?.file === `data/${file.data}`)!
      expect(nepaliFiles[index]!.label).toBe(`${english.label} (नेपाली)`)
    }
  })

  it("leaves out a file with nothing to translate", () => {
    const settings = CONTENT_FILES.find((file) => file.schema === "cms.schema.json")!
    expect(hasTexts(settings)).toBe(false)
    expect(nepaliFiles.some((entry) => entry.file === `data/ne/${settings.data}`)).toBe(false)
  })

  it("has a Nepali folder collection per folder of items, whose new files take the file name of an English item read live", () => {
    for (const file of CONTENT_FILES.filter(isFolder)) {
      const folder = `data/ne/${file.data}`.replace(/\/$/, "")
      const collection = config.collections.find((candidate) => candidate.folder === folder)!
      expect(collection).toMatchObject({ create: true, format: "json", extension: "json", slug: `{{fields.${TRANSLATES_FIELD}}}`, identifier_field: TRANSLATES_FIELD })
      const translates = (collection.fields as DecapField[])[0]!
      const english = config.collections.find((candidate) => candidate.folder === `data/${file.data}`.replace(/\/$/, ""))!
      // A relation, not a list written into the configuration: items added after it was written are offered too.
      expect(translates).toMatchObject({ name: TRANSLATES_FIELD, widget: "relation", collection: english.name, value_field: "{{slug}}", required: false })
      expect(translates.options).toBeUndefined()
      const englishFields = (english.fields as DecapField[]).map((field) => field.name)
      expect(englishFields).toEqual(expect.arrayContaining([...(translates.search_fields as string[]), ...(translates.display_fields as string[])]))
    }
  })

  it("edits only the translatable texts, none required, in the English schema's order", () => {
    const home = CONTENT_FILES.find((file) => file.schema === "home.schema.json")!
    const root = readSchema(SCHEMA_DIR, home.schema)
    const fields = nepaliFiles.find((entry) => entry.file === "data/ne/home.json")!.fields
    const derived = translationSchema(root, readJson(home.data))!
    expect(uncovered(derived, derived, fields, "ne/home.json")).toEqual([])
    expect(fields.map((field) => field.name)).toEqual(Object.keys(derived.properties!))
    const walk = (list: DecapField[]): DecapField[] => list.flatMap((field) => [field, ...walk((field.fields as DecapField[] | undefined) ?? []), ...(field.field ? walk([field.field as DecapField]) : [])])
    const all = walk(fields)
    expect(all.every((field) => field.required === false)).toBe(true)
    expect(all.some((field) => field.widget === "image")).toBe(false)
    const english = fieldsOfCollection(config, home).map((field) => field.name)
    expect(english.filter((name) => fields.some((field) => field.name === name))).toEqual(fields.map((field) => field.name))
  })

  it("lets a Nepali list grow no longer than the English list", () => {
    const home = readJson("home.json")
    const lists: Array<[DecapField, unknown]> = []
    const walk = (fields: DecapField[], english: unknown) =>
      fields.forEach((field) => {
        const value = (english as Json | undefined)?.[field.name]
        if (field.widget === "list") lists.push([field, value])
        else if (field.widget === "object") walk(field.fields as DecapField[], value)
      })
    walk(nepaliFiles.find((entry) => entry.file === "data/ne/home.json")!.fields, home)
    expect(lists.length).toBeGreaterThan(0)
    for (const [field, value] of lists) expect(field.max).toBe((value as unknown[]).length)
  })

  it("shows the English text as the help of a Nepali text", () => {
    const site = readJson("site.json")
    const tagline = nepaliFiles.find((entry) => entry.file === "data/ne/site.json")!.fields.find((field) => field.name === "tagline")!
    expect(tagline.hint).toBe(`English: ${String(site.tagline)}`)
    expect(nepaliFiles.find((entry) => entry.file === "data/ne/site.json")!.fields.some((field) => field.name === "brand" || field.name === "name")).toBe(false)
  })
})

