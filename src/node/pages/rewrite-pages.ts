// The post-build steps that rewrite built pages in place (the entry-script loader, the light pages)
// share this walk: read each page, rewrite it, write it back only when it changed.
import fs from "fs"
import path from "path"

/**
 * Rewrites the given pages of publicDir (relative paths) with `rewrite`; returns how many changed.
 * Fails naming the page `rewrite` fails on.
 */
export function rewritePages(publicDir: string, pages: readonly string[], rewrite: (html: string) => string): number {
  let changed = 0
  for (const page of pages) {
    const file = path.join(publicDir, page)
    const html = fs.readFileSync(file, "utf8")
    let next: string
    try {
      next = rewrite(html)
    } catch (error) {
      throw new Error(`public/${page}: ${(error as Error).message}`)
    }
    if (next === html) continue
    fs.writeFileSync(file, next)
    changed += 1
  }
  return changed
}
