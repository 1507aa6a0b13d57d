// createPages for the documents library: one page per document of data/documents.json in each language,
// from the one template src/templates/document-page.tsx, which queries its document by $id. The
// library itself is src/pages/documents.tsx. The addresses are the entry nodes' `path`
// (src/node/content-model/registry.ts), the same documentRoutes gives the route list.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { documentPath } from "../../lib/documents/paths"

const TEMPLATE = "src/templates/document-page.tsx"
const DATA_FILE = "documents.json"

// Written out here because gatsby-node queries are not part of query typegen.
interface DocumentPagesResult {
  allLibraryDocument: { nodes: { id: string; path: string; locale: string }[] }
}

export async function createDocumentPages({ graphql, actions, reporter }: CreatePagesArgs, root: string): Promise<void> {
  const result = await graphql<DocumentPagesResult>(`
    query DocumentPages {
      allLibraryDocument {
        nodes {
          id
          path
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the documents' pages from data/documents.json.", result.errors)
    return
  }
  for (const node of result.data.allLibraryDocument.nodes) {
    actions.createPage({
      path: node.path,
      component: path.resolve(root, TEMPLATE),
      context: { id: node.id, locale: node.locale },
    })
  }
}

/** The English addresses of the documents' pages, read straight from the file (for the route list). */
export function documentRoutes(dataDir: string): string[] {
  const file = path.join(dataDir, DATA_FILE)
  if (!fs.existsSync(file)) return []
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { documents?: { slug: string }[] }
  return (data.documents ?? []).map((document) => documentPath(document.slug))
}
