// The site search's index, written by Pagefind into public/pagefind/ from the prebuilt HTML, each page
// as the pass over the pages (src/node/pages/page-pass.ts) finally wrote it. Pagefind reads each page's <html lang> and makes one index per language, so
// the English search page finds English pages and the Nepali one Nepali pages. Only the part of a page
// marked data-pagefind-body (the main content) is indexed.
// https://pagefind.app/docs/node-api/
import fs from "fs"
import path from "path"
import type * as PagefindModule from "pagefind"
import { forIndexing, isSearchable } from "./searchable"

type Pagefind = typeof PagefindModule

// Pagefind is published as an ES module only, and Gatsby compiles gatsby-node to CommonJS, where a
// plain import() would become a require() that Node 20 refuses for such a module.
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<Pagefind>

export interface SearchIndex {
  /** Adds the page at `file` (relative to public/) when it belongs in the search. */
  add: (file: string, html: string) => Promise<void>
  /** Writes the index into public/pagefind/; says how many pages per language, for the build log. */
  write: () => Promise<string>
  close: () => Promise<void>
}

/** A search index of the pages handed to it, written into `publicDir` once they all are. */
export async function openSearchIndex(publicDir: string): Promise<SearchIndex> {
  const pagefind = await importModule("pagefind")
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`)
  const pages: Record<string, number> = {}
  return {
    add: async (file, content) => {
      if (!isSearchable(file, content)) return
      const language = /<html[^>]*\blang="([^"]+)"/.exec(content)?.[1]
      // Pagefind makes one index per <html lang>: without it the page would go into no language's search.
      if (!language) throw new Error(`public/${file}: found no <html lang> to file the page under`)
      let indexed: string
      try {
        indexed = forIndexing(content)
      } catch (error) {
        throw new Error(`public/${file}: ${(error as Error).message}`)
      }
      const added = await index.addHTMLFile({ sourcePath: file, content: indexed })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join("; ")}`)
      pages[language] = (pages[language] ?? 0) + 1
    },
    write: async () => {
      if (Object.keys(pages).length === 0) throw new Error("found no page to index")
      // A fresh folder: the index's files are named by their content, so the last build's would stay.
      const outputPath = path.join(publicDir, "pagefind")
      fs.rmSync(outputPath, { recursive: true, force: true })
      const written = await index.writeFiles({ outputPath })
      if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`)
      await untilWritten(outputPath)
      removeUnusedUi(outputPath)
      const counts = Object.entries(pages).map(([language, count]) => `${count} pages in ${language}`)
      return `indexed for search: ${counts.join(", ")}`
    },
    close: async () => {
      await pagefind.close()
    },
  }
}

/** Pagefind's own ready-made interfaces, which the site does not use (it has its own search page). */
const UNUSED_UI = /^pagefind-(ui|component-ui|modular-ui|highlight)\./

function removeUnusedUi(outputPath: string): void {
  for (const file of fs.readdirSync(outputPath).filter((name) => UNUSED_UI.test(name))) fs.rmSync(path.join(outputPath, file))
}

function emptyFiles(outputPath: string): string[] {
  return fs
    .readdirSync(outputPath, { recursive: true, encoding: "utf8" })
    .filter((file) => fs.statSync(path.join(outputPath, file)).isFile() && fs.statSync(path.join(outputPath, file)).size === 0)
}

/**
 * Pagefind's writeFiles can answer before its last files are on disk, and closing it then left the
 * entry file empty (search broken until the next build). Wait until every file has its content.
 */
export async function untilWritten(outputPath: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const empty = emptyFiles(outputPath)
    if (empty.length === 0) return
    if (Date.now() > deadline) throw new Error(`Pagefind left these search files empty: ${empty.join(", ")}. Build again.`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
