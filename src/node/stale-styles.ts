// An incremental build re-renders only the pages it thinks changed. Gatsby inlines the site-wide
// stylesheet and the page's template's in every page, so a page it skipped after a style change would
// show old styles. This build's stylesheets are named in webpack.stats.json; every page must carry only
// those. A page that names no stylesheet at all means Gatsby inlines its styles in a way this no longer
// reads, and the check would pass on every page without looking: that fails too.
import fs from "fs"
import path from "path"
import type { PageDocument, PageRewrite } from "./pages/page-pass"

const STYLESHEET = /^\/([^"/]+\.[0-9a-f]+\.css)$/

/** The stylesheets of this build: the app's and every template's, as its chunks list them. */
export function currentStylesheets(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  return Object.values(stats.assetsByChunkName)
    .flat()
    .filter((asset) => asset.endsWith(".css"))
}

/** The stylesheets a page names, as Gatsby inlines them (`<style data-href="/styles.<hash>.css">`). */
export function namedStylesheets(page: PageDocument): string[] {
  return page.querySelectorAll("style[data-href]").flatMap((style) => STYLESHEET.exec(style.getAttribute("data-href") ?? "")?.[1] ?? [])
}

/** Fails on a page that names no stylesheet, or one of another build than `current`. */
export function checkStylesOfThisBuild(page: PageDocument, current: readonly string[]): void {
  const named = namedStylesheets(page)
  if (named.length === 0) throw new Error("found no stylesheet named in the page")
  const stale = named.filter((stylesheet) => !current.includes(stylesheet))
  if (stale.length > 0) {
    throw new Error(`the page still carries the styles of an earlier build (${stale.join(", ")}). Run \`npm run clean\` and build again.`)
  }
}

/** The first of the page rewrites: a page with old styles must not be published, whatever follows. */
export function stylesOfThisBuildRewrite(current: readonly string[]): PageRewrite {
  if (current.length === 0) throw new Error("webpack.stats.json names no stylesheet of the app")
  return { name: "styles of this build", after: [], apply: (page) => checkStylesOfThisBuild(page, current) }
}
