// The content model's one declared mapping: each JSON Schema in data/schemas/ names the data it checks
// (one file, or a folder holding one file per item) and the GraphQL type(s) its content becomes.
// The web editor's configuration and the GraphQL checks are derived from this list and the schemas;
// a test fails when a schema is missing here. A new data file needs one line below.

export interface EntryNodes {
  /** The GraphQL type each entry of the list becomes (see src/node/pages/entry-nodes.ts). */
  type: string
  /** Fields the entry node adds that the data does not hold. */
  derived: readonly string[]
  /** Optional in the data, always present on the node (filled with a default). */
  filled?: readonly string[]
}

export interface ContentFile {
  /** File name in data/schemas/. */
  schema: string
  /** Path under data/: "site.json" for one file, "notices/" for a folder with one JSON file per item. */
  data: string
  /** The GraphQL node type of the file (of each item, for a folder). */
  graphqlType: string
  /** Lists whose entries are split into nodes of their own, by field name. */
  entries?: Readonly<Record<string, EntryNodes>>
  /** Generate the GraphQL types from the schema (otherwise they are written by hand and checked). */
  generateGraphql?: boolean
}

/** One data file `data/<name>.json` checked by `data/schemas/<name>.schema.json`, node type `<Name>Json`. */
export function dataFile(name: string, options: Partial<ContentFile> = {}): ContentFile {
  return { schema: `${name}.schema.json`, data: `${name}.json`, graphqlType: `${pascalCase(name)}Json`, ...options }
}

/** A folder `data/<folder>/` with one JSON file per item, each checked by `data/schemas/<schema>`. */
export function dataFolder(folder: string, schema: string, graphqlType: string): ContentFile {
  return { schema, data: `${folder}/`, graphqlType }
}

export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("")
}

export const CONTENT_FILES: readonly ContentFile[] = [
  dataFile("site"),
  dataFile("home"),
  dataFile("about"),
  dataFile("form", { generateGraphql: true }),
  dataFile("admission-form"),
  dataFile("applications", { generateGraphql: true }),
  dataFile("curricula", {
    entries: { categories: { type: "CurriculumCategory", derived: ["position"], filled: ["aliases", "sections"] } },
  }),
  dataFile("college"),
  dataFile("faculties", { entries: { faculties: { type: "Faculty", derived: ["position", "path"] } } }),
  dataFile("messages", { generateGraphql: true }),
  dataFile("dates", { generateGraphql: true }),
  dataFile("cms", { generateGraphql: true }),
  dataFile("notice-board"),
  dataFolder("notices", "notice.schema.json", "NoticesJson"),
  dataFile("calendar"),
  dataFolder("events", "event.schema.json", "EventsJson"),
  dataFile("alerts"),
  dataFile("lunch-menu"),
  dataFile("privacy"),
  dataFile("sitemap"),
  dataFile("search", { generateGraphql: true }),
]

export function isFolder(file: ContentFile): boolean {
  return file.data.endsWith("/")
}
