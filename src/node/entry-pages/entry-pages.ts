// Pages made one per entry of a list in a data file, in every language, from one template that queries
// its entry by $id: the documents library's documents and the photo albums. The entry nodes carry their
// address in `path` (src/node/content-model/registry.ts); the route list reads the English addresses
// straight from the file, before Gatsby runs.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"

export interface EntryPages {
  /** The GraphQL type of the entry nodes, e.g. "GalleryAlbum". */
  nodeType: string
  /** The data file under data/, e.g. "gallery.json". */
  dataFile: string
  /** The list in it whose entries get a page, e.g. "albums". */
  list: string
  /** The English address of an entry's page. */
  pathOf: (slug: string) => string
  /** From the project's root, e.g. "src/templates/album-page.tsx". */
  template: string
  /** What the pages are, for a build error: "the photo albums". */
  what: string
}

// Written out here because gatsby-node queries are not part of query typegen.
type PagesResult = Record<string, { nodes: { id: string; path: string; locale: string }[] }>

export async function createEntryPages({ graphql, actions, reporter }: CreatePagesArgs, root: string, pages: EntryPages): Promise<void> {
  const field = `all${pages.nodeType}`
  const result = await graphql<PagesResult>(`
    query ${pages.nodeType}Pages {
      ${field} {
        nodes {
          id
          path
          locale
        }
      }
    }
  `)
  const nodes = result.data?.[field]?.nodes
  if (result.errors || !nodes) {
    reporter.panicOnBuild(`Could not read ${pages.what} from data/${pages.dataFile}.`, result.errors)
    return
  }
  for (const node of nodes) {
    actions.createPage({
      path: node.path,
      component: path.resolve(root, pages.template),
      context: { id: node.id, locale: node.locale },
    })
  }
}

/** The English addresses of the entries' pages, read straight from the file (none when it is missing). */
export function entryRoutes(dataDir: string, pages: EntryPages): string[] {
  const file = path.join(dataDir, pages.dataFile)
  if (!fs.existsSync(file)) return []
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, { slug: string }[] | undefined>
  return (data[pages.list] ?? []).map((entry) => pages.pathOf(entry.slug))
}
