// The content model's one declared mapping: each JSON Schema in data/schemas/ names the data it checks
// (one file, or a folder holding one file per item), the GraphQL type(s) its content becomes, and
// which of its lists are split into a node per entry (src/node/pages/entry-nodes.ts makes them from
// here). The web editor's configuration and the GraphQL checks are derived from this list and the
// schemas; a test fails when a schema is missing here. A new data file needs one line below.
import { DEFAULT_LOCALE, isLocale, localizedPath } from "../../lib/i18n/locales"
import { documentPath } from "../../lib/documents/paths"
import { facultyPath } from "../pages/plan"
import { albumPath } from "../../lib/gallery/paths"

type Json = Record<string, unknown>

export interface EntryNodes {
  /** The GraphQL type each entry of the list becomes. */
  type: string
  /** Fields the entry node adds that the data does not hold, each made from the entry, its file's node and its place in the list. */
  derived: Readonly<Record<string, (entry: Json, file: Json, position: number) => unknown>>
  /** Optional in the data, always present on the node: the value it takes when the data leaves it out. */
  defaults?: Readonly<Record<string, unknown>>
}

/** The language of a data file's node: the transformer's English node has no locale of its own. */
export function localeOfNode(file: Json) {
  return isLocale(file.locale) ? file.locale : DEFAULT_LOCALE
}

const position = (_entry: Json, _file: Json, index: number) => index

export interface ContentFile {
  /** File name in data/schemas/. */
  schema: string
  /** Path under data/: "site.json" for one file, "notices/" for a folder with one JSON file per item. */
  data: string
  /** The GraphQL node type of the file (of each item, for a folder). */
  graphqlType: string
  /** Lists whose entries are split into nodes of their own, by field name. */
  entries?: Readonly<Record<string, EntryNodes>>
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
  dataFile("curricula", {
    entries: { categories: { type: "CurriculumCategory", derived: { position }, defaults: { aliases: [], sections: [] } } },
  }),
  dataFile("college"),
  dataFile("faculties", {
    entries: {
      faculties: {
        type: "Faculty",
        derived: { position, path: (entry, file) => localizedPath(facultyPath(String(file.basePath), String(entry.slug)), localeOfNode(file)) },
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
          position,
          path: (entry, file) => localizedPath(documentPath(String(entry.slug)), localeOfNode(file)),
          // The same path as `file`, resolved by GraphQL to the file itself (its public address and size).
          download: (entry) => entry.file,
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
        derived: { position, path: (entry, file) => localizedPath(albumPath(String(entry.slug)), localeOfNode(file)) },
      },
    },
  }),
]

export function isFolder(file: ContentFile): boolean {
  return file.data.endsWith("/")
}
