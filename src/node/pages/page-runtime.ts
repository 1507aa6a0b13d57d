// Every page leaves the build as a prebuilt document (docs/behaviour.md#light-pages): after the build,
// each one loses the scripts Gatsby wrote into it (the page's address, and the slice with the chunk
// map, the compilation hash and the entry scripts of its runtime) and gains the site's one module
// script at the end of its <body> (src/browser/main.ts, from src/node/scripts/bundle.ts). One rule for
// every page: no list decides which pages run what.
//
// After the build, not while rendering: Gatsby stitches its scripts slice into a page after every
// render hook has run. A page an incremental build left alone already has a script of this kind; it
// gets this build's in its place.
import { rewritePages } from "./rewrite-pages"

/** Marks the site's own script in the HTML, so the next build replaces it. */
export const PAGE_SCRIPT_ATTRIBUTE = "data-page-script"

// As Gatsby 5 writes them: the page's address, and the slice with every other script of its runtime.
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g
const SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g
const OWN_SCRIPT = new RegExp(`<script ${PAGE_SCRIPT_ATTRIBUTE}=""[^>]*></script>`, "g")
// What would still start Gatsby's runtime, were any of it left: the chunk map, the page's address, a
// preload of one of its chunks, or a script file that is not the site's own.
const RUNTIME_LEFT = /___chunkMapping|window\.pagePath|___webpackCompilationHash|<link\b[^>]*\bas="script"|<script\b(?![^>]*\bdata-page-script)(?![^>]*\bdata-blocking-script)[^>]*\ssrc=/

function pageScript(src: string): string {
  return `<script ${PAGE_SCRIPT_ATTRIBUTE}="" type="module" src="${src}"></script>`
}

/**
 * The page without Gatsby's scripts and with the module script `src` at the end of its <body>. A page
 * with neither Gatsby's scripts nor the site's is an error: Gatsby writes its scripts in a way this no
 * longer recognises, and the page would go out with Gatsby's runtime, or without any script.
 */
export function asPrebuiltPage(html: string, src: string): string {
  const withoutOwn = html.replace(OWN_SCRIPT, "")
  const page = withoutOwn.replace(PAGE_PATH_SCRIPT, "").replace(SCRIPTS_SLICE, "")
  if (page === withoutOwn && withoutOwn === html) {
    throw new Error("found neither Gatsby's scripts (its scripts slice, window.pagePath) nor the site's own page script")
  }
  const left = RUNTIME_LEFT.exec(page)
  if (left) throw new Error(`Gatsby's runtime is still named in the page (${left[0]}) once its scripts slice is out`)
  const end = page.lastIndexOf("</body>")
  if (end < 0) throw new Error("the page has no </body>")
  return `${page.slice(0, end)}${pageScript(src)}${page.slice(end)}`
}

/** Rewrites the given pages of publicDir (relative paths) to name `src`; returns how many changed. */
export function makePrebuiltPages(publicDir: string, pages: readonly string[], src: string): number {
  return rewritePages(publicDir, pages, (html) => asPrebuiltPage(html, src))
}

/**
 * Fails when a page's stylesheet lacks a class name the scripts write: the prebuilt HTML's classes
 * (webpack's) and the scripts' (esbuild's) come from one rule (src/node/styles/css-module-names.ts),
 * and this holds them to it. Gatsby writes each page's stylesheets into its <head>; the site-wide one
 * holds the frame's and the islands' (src/node/webpack.ts keeps a template's own styles with it).
 */
export function missingClassNames(pages: readonly string[], classNames: readonly string[]): string[] {
  const styles = pages.join("\n")
  return classNames.filter((name) => !styles.includes(`.${name}`))
}
