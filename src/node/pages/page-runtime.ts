// Every page leaves the build as a prebuilt document (docs/behaviour.md#light-pages): after the build,
// each one loses the scripts Gatsby wrote into it (the page's address, and the slice with the chunk
// map, the compilation hash and the entry scripts of its runtime) and gains the site's one module
// script at the end of its <body> (src/browser/main.ts, from src/node/scripts/bundle.ts), with a
// modulepreload in its <head> for each file that script imports before it runs, so that a phone asks
// for them all at once instead of one round trip after another. One rule for every page: no list
// decides which pages run what.
//
// After the build, not while rendering: Gatsby stitches its scripts slice into a page after every
// render hook has run. A page an incremental build left alone already has the site's script; it gets
// this build's in its place.
import type { PageDocument, PageRewrite } from "./page-pass"

/** Marks the site's own script and its preloads in the HTML, so the next build replaces them. */
export const PAGE_SCRIPT_ATTRIBUTE = "data-page-script"

export interface PageScript {
  /** The entry's address (`/scripts/main-<hash>.js`). */
  src: string
  /** The addresses of the files it imports statically, at any depth: each page preloads them. */
  preloads: readonly string[]
}

// As Gatsby 5 writes them: the page's address, and the slice with every other script of its runtime.
const PAGE_PATH_SCRIPT = "script#gatsby-script-loader"
const SCRIPTS_SLICE = /^\s*slice-(start|end) id="(_gatsby-scripts-\d+)"\s*$/
// What would still start Gatsby's runtime, were any of it left in a script's text.
const RUNTIME_TEXT = /___chunkMapping|window\.pagePath|___webpackCompilationHash/

const COMMENT_NODE = 8

/**
 * Removes Gatsby's scripts slice (its comments and everything between them) from the end of <body>,
 * where Gatsby stitches it; returns whether there was one.
 */
function removeScriptsSlices(body: PageDocument): boolean {
  let found = false
  let inside: string | null = null
  for (const node of [...body.childNodes]) {
    const mark = node.nodeType === COMMENT_NODE ? SCRIPTS_SLICE.exec(node.rawText) : null
    if (mark?.[1] === "start") inside = mark[2]!
    const within = inside !== null
    if (mark?.[1] === "end" && mark[2] === inside) inside = null
    if (within) {
      body.removeChild(node)
      found = true
    }
  }
  return found
}

/** What of Gatsby's runtime is still in the page, described, or null when none is. */
function runtimeLeft(page: PageDocument): string | null {
  for (const script of page.querySelectorAll("script")) {
    if (script.hasAttribute("src") && !script.hasAttribute(PAGE_SCRIPT_ATTRIBUTE) && !script.hasAttribute("data-blocking-script")) {
      return `<script src="${script.getAttribute("src")}">`
    }
    const text = RUNTIME_TEXT.exec(script.rawText)
    if (text) return text[0]
  }
  const preload = page.querySelector('link[as="script"]')
  return preload ? `<link as="script" href="${preload.getAttribute("href")}">` : null
}

/**
 * Takes Gatsby's scripts out of the page and names `script` in it. A page with neither Gatsby's
 * scripts nor the site's is an error: Gatsby writes its scripts in a way this no longer recognises,
 * and the page would go out with Gatsby's runtime, or without any script.
 */
export function makePrebuilt(page: PageDocument, script: PageScript): void {
  const own = page.querySelectorAll(`[${PAGE_SCRIPT_ATTRIBUTE}]`)
  own.forEach((element) => element.remove())
  const addresses = page.querySelectorAll(PAGE_PATH_SCRIPT)
  addresses.forEach((element) => element.remove())
  const head = page.querySelector("head")
  const body = page.querySelector("body")
  if (!head || !body) throw new Error("the page has no <head> or no <body>")
  const sliced = removeScriptsSlices(body)
  if (own.length === 0 && addresses.length === 0 && !sliced) {
    throw new Error("found neither Gatsby's scripts (its scripts slice, window.pagePath) nor the site's own page script")
  }
  const left = runtimeLeft(page)
  if (left) throw new Error(`Gatsby's runtime is still named in the page (${left}) once its scripts slice is out`)
  for (const href of script.preloads) head.insertAdjacentHTML("beforeend", `<link ${PAGE_SCRIPT_ATTRIBUTE}="" rel="modulepreload" href="${href}">`)
  body.insertAdjacentHTML("beforeend", `<script ${PAGE_SCRIPT_ATTRIBUTE}="" type="module" src="${script.src}"></script>`)
}

export function pageScriptRewrite(script: PageScript): PageRewrite {
  return { name: "page script", after: [], apply: (page) => makePrebuilt(page, script) }
}

/** The text of every stylesheet Gatsby wrote into the page's <head>. */
export function pageStyles(page: PageDocument): string {
  return page
    .querySelectorAll("head style")
    .map((style) => style.rawText)
    .join("\n")
}

/**
 * The class names the scripts write that no page's stylesheet has: the prebuilt HTML's classes
 * (webpack's) and the scripts' (esbuild's) come from one rule (src/node/styles/css-module-names.ts),
 * and this holds them to it. Gatsby writes each page's stylesheets into its <head>; the site-wide one
 * holds the frame's and the islands' (src/node/webpack.ts keeps a template's own styles with it).
 */
export function missingClassNames(styles: readonly string[], classNames: readonly string[]): string[] {
  const all = styles.join("\n")
  return classNames.filter((name) => !all.includes(`.${name}`))
}
