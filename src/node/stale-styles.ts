// An incremental build re-renders only the pages it thinks changed. Gatsby inlines the site-wide
// stylesheet and the page's template's in every page, so a page it skipped after a style change would
// show old styles. This build's stylesheets are named in webpack.stats.json; every page must carry only
// those. A page that
// names no stylesheet at all means Gatsby inlines its styles in a way this no longer reads, and the
// check would pass on every page without looking: that fails too.
import fs from "fs"
import path from "path"

const STYLESHEET = /<style data-href="\/([^"/]+\.[0-9a-f]+\.css)"/g

/** The stylesheets of this build: the app's and every template's, as its chunks list them. */
export function currentStylesheets(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  return Object.values(stats.assetsByChunkName)
    .flat()
    .filter((asset) => asset.endsWith(".css"))
}

function sitePages(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith(`admin${path.sep}`) && fs.statSync(path.join(publicDir, file)).isFile())
}

/** Of `pages` (paths relative to publicDir), those that name no stylesheet at all. */
export function pagesWithoutStylesheet(publicDir: string, pages: readonly string[]): string[] {
  return pages.filter((page) => ![...fs.readFileSync(path.join(publicDir, page), "utf8").matchAll(STYLESHEET)].length)
}

/** Pages (paths relative to publicDir) that name a stylesheet other than this build's. */
export function pagesWithStaleStyles(publicDir: string): string[] {
  const current = new Set(currentStylesheets(publicDir))
  return sitePages(publicDir).filter((page) => {
    const html = fs.readFileSync(path.join(publicDir, page), "utf8")
    return [...html.matchAll(STYLESHEET)].some(([, stylesheet]) => !current.has(stylesheet ?? ""))
  })
}
