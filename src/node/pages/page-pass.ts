// The one pass over the built pages (src/node/post-build.ts, step "pages"): each page is read once,
// parsed once, handed to the rewrites in their order, written once if it changed, and then given as
// finally written to whatever reads every page (the search index). A rewrite works on the parsed
// document, never on the HTML's text, so it does not depend on how Gatsby orders attributes or spaces
// its tags; and it fails loudly where it finds nothing it knows how to rewrite.
//
// The order is a rule of its own: each rewrite names the rewrites whose result it reads (`after`),
// and the pass refuses a list that puts one before them.
import fs from "fs"
import path from "path"
import { parse, type HTMLElement } from "node-html-parser"

export type PageDocument = HTMLElement

export interface PageRewrite {
  name: string
  /** The rewrites whose result this one reads: it must come after each of them. */
  after: readonly string[]
  /** Rewrites (or only checks) the page in place; throws when the page is not as it can handle. */
  apply: (page: PageDocument, file: string) => void
}

// The elements whose text is kept as written: a script's or a style's text is code, not markup.
const PARSE_OPTIONS = {
  comment: true,
  blockTextElements: { script: true, style: true, noscript: true, pre: true, textarea: true },
  // Void elements as the HTML standard writes them (<meta charset="utf-8">), not React's "<meta />".
  voidTag: { closingSlash: false },
}

export function parsePage(html: string): PageDocument {
  return parse(html, PARSE_OPTIONS)
}

export function serializePage(page: PageDocument): string {
  return page.toString()
}

/** Throws when a rewrite comes before one it reads the result of, or names one that is not in the list. */
export function checkOrder(rewrites: readonly PageRewrite[]): void {
  const names = rewrites.map((rewrite) => rewrite.name)
  rewrites.forEach((rewrite, index) => {
    for (const earlier of rewrite.after) {
      const at = names.indexOf(earlier)
      if (at < 0) throw new Error(`the page rewrite "${rewrite.name}" reads the result of "${earlier}", which is not among the rewrites`)
      if (at > index) throw new Error(`the page rewrite "${rewrite.name}" reads the result of "${earlier}", and must come after it`)
    }
  })
}

/** Applies the rewrites in order to one page's HTML; fails naming the rewrite that failed. */
export function rewritePage(html: string, rewrites: readonly PageRewrite[], file = "page"): string {
  return serializePage(rewriteDocument(parsePage(html), rewrites, file))
}

function rewriteDocument(page: PageDocument, rewrites: readonly PageRewrite[], file: string): PageDocument {
  for (const rewrite of rewrites) {
    try {
      rewrite.apply(page, file)
    } catch (error) {
      throw new Error(`public/${file} (${rewrite.name}): ${(error as Error).message}`, { cause: error })
    }
  }
  return page
}

export interface PassResult {
  pages: number
  /** Pages whose file changed. */
  rewritten: number
}

/**
 * The pass over `pages` (paths relative to publicDir): each rewritten in memory, written back when it
 * changed, then handed to `read` as written (its HTML, and the document it was written from). The first failure stops the pass, naming the page.
 */
export async function passOverPages(
  publicDir: string,
  pages: readonly string[],
  rewrites: readonly PageRewrite[],
  read: (file: string, html: string, page: PageDocument) => void | Promise<void> = () => {},
): Promise<PassResult> {
  checkOrder(rewrites)
  let rewritten = 0
  for (const file of pages) {
    const location = path.join(publicDir, file)
    const html = fs.readFileSync(location, "utf8")
    const page = rewriteDocument(parsePage(html), rewrites, file)
    const next = serializePage(page)
    if (next !== html) {
      fs.writeFileSync(location, next)
      rewritten += 1
    }
    await read(file, next, page)
  }
  return { pages: pages.length, rewritten }
}
