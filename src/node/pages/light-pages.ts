// Light pages (docs/behaviour.md#light-pages, the list in src/lib/routes/light-pages.ts) leave the
// build without Gatsby's runtime: after the build, each one loses the scripts Gatsby wrote into it
// (the page's address, and the slice with the chunk map, the compilation hash and the entry scripts
// or their loader) and gains its own script instead, inline at the end of its <body> (or, for a page
// listed with `file`, in a file of its own the page names there): the bundle of the module the list
// names for it, each module bundled once per build. A page listed with `preact` draws the site's React
// components with Preact, bundled with the stand-ins below and the Sass modules' class names.
//
// After the build, as the entry-script loader is: Gatsby stitches its scripts slice into a page after
// every render hook has run. Taking the slice's markers out with it means a later stitch of a page an
// incremental build left alone finds nothing to put back; the next build's pass checks it all the same.
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { build, buildSync, type BuildOptions } from "esbuild"
import { lightPageOf, type LightPage } from "../../lib/routes/light-pages"
import { pagePathOf } from "../deploy/built-pages"
import { cssModulesPlugin } from "./css-modules-plugin"
import { ENTRY_SCRIPTS_ATTRIBUTE } from "./entry-scripts"
import { rewritePages } from "./rewrite-pages"

/** Marks the light page's own script in the HTML, so the next build replaces it. */
export const LIGHT_SCRIPT_ATTRIBUTE = "data-light-page"

// As Gatsby 5 writes them: the page's address, and the slice with every other script of its runtime.
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g
const SCRIPTS_SLICE = /<!-- slice-start id="(_gatsby-scripts-\d+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g
const OWN_SCRIPT = new RegExp(`<script ${LIGHT_SCRIPT_ATTRIBUTE}=""[^>]*>[\\s\\S]*?</script>`, "g")
// What would still start Gatsby's runtime, were any of it left: a script file, the chunk map, the loader.
const RUNTIME_LEFT = new RegExp(`<script\\b[^>]*\\ssrc=|___chunkMapping|window\\.pagePath|${ENTRY_SCRIPTS_ATTRIBUTE}`)

/**
 * Where a script that draws the site's React components finds what it imports from react, react-dom
 * (Preact's compatibility layer, subpaths such as react/jsx-runtime and react-dom/client included) and
 * gatsby (the admission form page's stand-in, the one such page).
 */
const PREACT_ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  gatsby: "./src/features/admission/standalone/gatsby-stand-in.tsx",
}

function bundleOptions(root: string, entry: string, preact: boolean, classNames: Set<string>): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2017",
    legalComments: "none",
    write: false,
    ...(preact
      ? {
          alias: PREACT_ALIASES,
          jsx: "automatic",
          // The GraphQL fragments beside the components ran at build time: unused here, left out.
          pure: ["graphql"],
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          plugins: [cssModulesPlugin(root, classNames)],
        }
      : {}),
  }
}

function checked(entry: string, text: string): string {
  if (!text) throw new Error(`esbuild wrote nothing for ${entry}`)
  if (/<\/script|<!--/i.test(text)) throw new Error(`the bundle of ${entry} holds "</script" or "<!--", which would end it early inline`)
  return text
}

/**
 * A light page's script, bundled for the browser from `entry` (a module, from the project's folder):
 * one function run at once, minified, in a syntax every browser the site supports reads. Fails when it
 * could be cut short in the HTML. With `preact`, the script draws React components with Preact (the
 * one form of it that needs esbuild's plugins, so it is built by the asynchronous call).
 */
export async function lightPageScript(root: string, entry: string, preact = false): Promise<string> {
  return (await lightPageBundle(root, entry, preact)).text
}

/** The script, and the class names of the site's Sass modules it writes (none but with `preact`). */
export async function lightPageBundle(root: string, entry: string, preact: boolean): Promise<{ text: string; classNames: string[] }> {
  const classNames = new Set<string>()
  const options = bundleOptions(root, entry, preact, classNames)
  const result = preact ? await build(options) : buildSync(options)
  return { text: checked(entry, result.outputFiles?.[0]?.text.trim() ?? ""), classNames: [...classNames] }
}

/**
 * Fails when the page's stylesheet lacks a class name the script writes: the prebuilt HTML's classes
 * (webpack's) and the script's (esbuild's) come from one rule (src/node/styles/css-module-names.ts),
 * and this holds them to it. Gatsby writes the page's stylesheet into its <head>.
 */
export function checkClassNames(html: string, classNames: readonly string[]): void {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n")
  const missing = classNames.filter((name) => !styles.includes(`.${name}`))
  if (missing.length > 0) throw new Error(`the light page's script writes classes its stylesheet does not have: ${missing.slice(0, 5).join(", ")}`)
}

/** A light page's script: its text, to write inline, or the address of the file it was written to. */
export type OwnScript = string | { src: string }

function ownScriptElement(script: OwnScript): string {
  if (typeof script === "string") return `<script ${LIGHT_SCRIPT_ATTRIBUTE}="">${script}</script>`
  return `<script ${LIGHT_SCRIPT_ATTRIBUTE}="" src="${script.src}" defer=""></script>`
}

/**
 * The page without Gatsby's scripts and with `script` at the end of its <body>. A page already light (an
 * incremental build left it as the last build wrote it) gets this build's script in place of its own.
 * A page with neither is an error: Gatsby writes its scripts in a way this no longer recognises, and
 * the page would go out with Gatsby's runtime, or without any script.
 */
export function asLightPage(html: string, script: OwnScript): string {
  const withoutOwn = html.replace(OWN_SCRIPT, "")
  const page = withoutOwn.replace(PAGE_PATH_SCRIPT, "").replace(SCRIPTS_SLICE, "")
  if (page === withoutOwn && withoutOwn === html) {
    throw new Error("found neither Gatsby's scripts (its scripts slice, window.pagePath) nor the light page's own script")
  }
  const left = RUNTIME_LEFT.exec(page)
  if (left) throw new Error(`Gatsby's runtime is still named in the page (${left[0]}) once its scripts slice is out`)
  const end = page.lastIndexOf("</body>")
  if (end < 0) throw new Error("the page has no </body>")
  return `${page.slice(0, end)}${ownScriptElement(script)}${page.slice(end)}`
}

/** The context createPages gave the page built at `pagePath`, from its page data; none for a page without. */
function builtPageContext(publicDir: string, pagePath: string): unknown {
  const folder = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "")
  const file = path.join(publicDir, "page-data", folder, "page-data.json")
  if (!fs.existsSync(file)) return undefined
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { result?: { pageContext?: unknown } }).result?.pageContext
}

/** The light page a built page (its file, relative to publicDir) is: listed by address, or made by a light template. */
export function builtLightPage(publicDir: string, page: string): LightPage | undefined {
  const pagePath = pagePathOf(page)
  return lightPageOf(pagePath, builtPageContext(publicDir, pagePath))
}

/** Rewrites the given pages of publicDir (relative paths); returns how many changed. Fails naming a page it cannot rewrite. */
export function makeLightPages(publicDir: string, pages: readonly string[], script: OwnScript): number {
  return rewritePages(publicDir, pages, (html) => asLightPage(html, script))
}

/**
 * Rewrites each built page that is a light page (by its address) with the script of its entry, each
 * entry bundled once; returns, per entry, the pages found, how many changed and the script's bytes.
 * Fails when a listed light page was not built in either language.
 */
export async function makeAllLightPages(
  root: string,
  publicDir: string,
  builtPages: readonly string[],
  lightPageOf: (page: string) => LightPageEntry | undefined,
  listed: readonly LightPageEntry[],
): Promise<{ script: string; pages: number; changed: number; bytes: number }[]> {
  const byEntry = new Map<string, { preact: boolean; file: boolean; pages: string[] }>()
  const found = new Set<string>()
  for (const page of builtPages) {
    const light = lightPageOf(page)
    if (!light) continue
    found.add(light.path)
    const entry = byEntry.get(light.script) ?? { preact: light.preact ?? false, file: light.file ?? false, pages: [] }
    byEntry.set(light.script, { ...entry, pages: [...entry.pages, page] })
  }
  const missing = listed.filter((page) => !found.has(page.path)).map((page) => page.path)
  if (missing.length > 0) throw new Error(`found none of these light pages (or their twins) in public/: ${missing.join(", ")}`)
  const made = []
  for (const [entry, { preact, file, pages }] of byEntry) {
    const { text: script, classNames } = await lightPageBundle(root, entry, preact)
    const own = file ? { src: writeScriptFile(publicDir, script) } : script
    const changed = rewritePages(publicDir, pages, (html) => {
      checkClassNames(html, classNames)
      return asLightPage(html, own)
    })
    made.push({ script: entry, pages: pages.length, changed, bytes: Buffer.byteLength(script) })
  }
  return made
}

/** What the build needs to know of a light page (src/lib/routes/light-pages.ts). */
export interface LightPageEntry {
  path: string
  script: string
  preact?: boolean
  file?: boolean
}

/** Writes the script to public/light-<hash of its text>.js (immutable, as every hashed script); returns its address. */
export function writeScriptFile(publicDir: string, script: string): string {
  const name = `light-${createHash("sha256").update(script).digest("hex").slice(0, 20)}.js`
  fs.writeFileSync(path.join(publicDir, name), script)
  return `/${name}`
}
