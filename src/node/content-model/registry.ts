// The content model's one declared mapping: each JSON Schema in data/schemas/ names the data it checks
// (one file, or a folder holding one file per item), the GraphQL type(s) its content becomes, and
// which of its lists are split into a node per entry (src/node/pages/entry-nodes.ts makes them from
// here). The GraphQL types are generated from this list and the schemas (src/node/content-model/graphql.ts),
// and so is the web editor's configuration; a test fails when a schema is missing here. A new data
// file needs one line below.
import { DEFAULT_LOCALE, isLocale, localizedPath } from "../../lib/i18n/locales"
import { documentPath } from "../../lib/documents/paths"
import { facultyPath } from "../pages/plan"
import { albumPath } from "../../lib/gallery/paths"

type Json = Record<string, unknown>

/** A field an entry node adds that the data does not hold. */
export interface DerivedField {
  /**
   * Its GraphQL type; the field is on every entry node, so never null. A `File` is a path, relative to
   * the data file, that GraphQL resolves to the file itself.
   */
  graphql: "Int" | "String" | "File"
  description: string
  /** Made from the entry, its file's node and its place in the list. */
  value: (entry: Json, file: Json, position: number) => unknown
}

export interface EntryNodes {
  /** The GraphQL type each entry of the list becomes. */
  type: string
  /** Fields the entry node adds that the data does not hold, by name. */
  derived: Readonly<Record<string, DerivedField>>
  /** Optional in the data, always present on the node (so never null in GraphQL): the value it takes when the data leaves it out. */
  defaults?: Readonly<Record<string, unknown>>
}

/**
 * A text field of a data file that names an entry of one of its split lists (`entries`): in GraphQL it
 * resolves to that entry's node, and the key as written stays readable under another name.
 */
export interface LinkField {
  /** The list (a key of `entries`) whose entry nodes the field names. */
  entries: string
  /** The entry's field the key matches. */
  by: string
  /** The field that gives the key as written. */
  keyField: string
}

/** The language of a data file's node: the transformer's English node has no locale of its own. */
export function localeOfNode(file: Json) {
  return isLocale(file.locale) ? file.locale : DEFAULT_LOCALE
}

const listPosition = (placeIn: string): DerivedField => ({
  graphql: "Int",
  description: `Place in data/${placeIn}, for ordering.`,
  value: (_entry, _file, index) => index,
})

/** The page address of an entry, made from the entry and its file, in the file's language. */
const pagePath = (example: string, path: (entry: Json, file: Json) => string): DerivedField => ({
  graphql: "String",
  description: `The page address, e.g. ${example}.`,
  value: (entry, file) => localizedPath(path(entry, file), localeOfNode(file)),
})

export interface ContentFile {
  /** File name in data/schemas/. */
  schema: string
  /** Path under data/: "site.json" for one file, "notices/" for a folder with one JSON file per item. */
  data: string
  /** The GraphQL node type of the file (of each item, for a folder). */
  graphqlType: string
  /** Lists whose entries are split into nodes of their own, by field name. */
  entries?: Readonly<Record<string, EntryNodes>>
  /** Text fields that name an entry node of this file, by field name. */
  links?: Readonly<Record<string, LinkField>>
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
  dataFile("form"),
  dataFile("admission-form"),
  dataFile("applications"),
  dataFile("office"),
  dataFile("visits"),
  dataFile("status"),
  dataFile("curricula", {
    entries: { categories: { type: "CurriculumCategory", derived: { position: listPosition("curricula.json") }, defaults: { aliases: [], sections: [] } } },
    links: { defaultCategory: { entries: "categories", by: "slug", keyField: "defaultCategorySlug" } },
  }),
  dataFile("college"),
  dataFile("faculties", {
    entries: {
      faculties: {
        type: "Faculty",
        derived: {
          position: listPosition("faculties.json"),
          path: pagePath("/senior/courses/science/", (entry, file) => facultyPath(String(file.basePath), String(entry.slug))),
        },
      },
    },
  }),
  dataFile("messages"),
  dataFile("dates"),
  dataFile("cms"),
  dataFile("notice-board"),
  dataFolder("notices", "notice.schema.json", "NoticesJson"),
  dataFile("calendar"),
  dataFolder("events", "event.schema.json", "EventsJson"),
  dataFile("alerts"),
  dataFile("lunch-menu"),
  dataFile("privacy"),
  dataFile("sitemap"),
  dataFile("search"),
  dataFile("results"),
  dataFile("grading"),
  dataFile("glossary"),
  dataFile("fees"),
  dataFile("scholarships"),
  dataFile("documents", {
    entries: {
      documents: {
        type: "LibraryDocument",
        derived: {
          position: listPosition("documents.json"),
          path: pagePath("/documents/prospectus-2083/", (entry) => documentPath(String(entry.slug))),
          // The same path as `file`, resolved by GraphQL to the file itself (its public address and size).
          download: { graphql: "File", description: "The PDF itself (its public address, size and extension), from the same path as file.", value: (entry) => entry.file },
        },
      },
    },
  }),
  dataFile("accessibility"),
  dataFile("staff"),
  dataFile("gallery", {
    entries: {
      albums: {
        type: "GalleryAlbum",
        derived: { position: listPosition("gallery.json"), path: pagePath("/gallery/sports-week-2082/", (entry) => albumPath(String(entry.slug))) },
      },
    },
  }),
]

export function isFolder(file: ContentFile): boolean {
  return file.data.endsWith("/")
}
