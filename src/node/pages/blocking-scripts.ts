// After the build: the site's classic scripts (src/browser/blocking/*.ts, one file each, bundled here as
// classic scripts) are named in the pages that hold their placeholders (src/lib/blocking-script.ts).
// A classic script runs where it stands, before anything below it is painted: the alerts' show rule,
// the 404 page's and /calendar/'s choice of what to show, the admission form's framing mark. Their
// names carry their content's hash only after bundling, so the server renders a placeholder and this
// step gives it its src.
//
// The pictures' script takes the place of gatsby-plugin-image's inline scripts (one in the head, one
// after each picture, which its server render writes unconditionally): pages carry no inline script
// that runs, so the site's policy allows scripts from its own origin only (src/node/deploy/policy.ts),
// and this step fails on a page that still has one.
//
// Bundled after the page script (src/node/scripts/bundle.ts), which clears public/scripts/ before it
// writes; the pages are rewritten in the one pass over them (src/node/pages/page-pass.ts).
import fs from "fs"
import path from "path"
import { build } from "esbuild"
import { BLOCKING_SCRIPT_ATTRIBUTE } from "../../lib/blocking-script"
import { runnableInlineScripts } from "./inline-scripts"
import type { PageDocument, PageRewrite } from "./page-pass"
import { scriptAddress, SCRIPTS_FOLDER } from "../scripts/bundle"

/** The classic scripts' sources, from the project's folder: one file each, named by its file's name. */
export const BLOCKING_FOLDER = "src/browser/blocking"
/** gatsby-plugin-image's head script (the fade-in) becomes this one. */
export const PICTURES_SCRIPT = "pictures"

export interface BundledBlockingScript {
  /** The file's name without .ts ("alerts"), as placeholders name it. */
  name: string
  /** Its address (`/scripts/alerts-<hash>.js`). */
  src: string
  bytes: number
}

/** Bundles every file of src/browser/blocking/ into public/scripts/ as a classic script (an IIFE). */
export async function bundleBlockingScripts(root: string, publicDir: string): Promise<BundledBlockingScript[]> {
  const folder = path.join(root, BLOCKING_FOLDER)
  const entries = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .sort()
  if (entries.length === 0) throw new Error(`${BLOCKING_FOLDER} holds no script`)
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((file) => path.join(BLOCKING_FOLDER, file)),
    outdir: path.join(publicDir, SCRIPTS_FOLDER),
    bundle: true,
    // Classic scripts: they run where they stand, which a module script never does.
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    metafile: true,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "silent",
  })
  if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.text).join("\n"))
  return Object.entries(result.metafile.outputs)
    .filter(([, out]) => out.entryPoint !== undefined)
    .map(([file, out]) => ({
      name: path.basename(out.entryPoint!, ".ts"),
      src: scriptAddress(root, publicDir, file),
      bytes: out.bytes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

// gatsby-plugin-image's inline module scripts, as its server render and its gatsby-ssr write them: each
// opens by testing for the browser's lazy loading.
const PLUGIN_IMAGE_SCRIPT = /^const [a-z]="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement\.prototype;/

/** The placeholder of one of the classic scripts, with its src. */
export function blockingScriptTag(name: string, src: string, defer = false): string {
  return `<script ${BLOCKING_SCRIPT_ATTRIBUTE}="${name}"${defer ? ' defer=""' : ""} src="${src}"></script>`
}

/**
 * Names in the page every placeholder's script file, and puts the pictures' script (deferred, in the
 * head, where the plugin's first one was) in place of gatsby-plugin-image's inline scripts. Fails on a
 * placeholder of no script of the folder, and on the plugin's picture scripts without its head script.
 */
export function nameClassicScripts(page: PageDocument, scripts: readonly BundledBlockingScript[]): void {
  const byName = new Map(scripts.map((script) => [script.name, script.src]))
  const pluginScripts = page.querySelectorAll('script[type="module"]').filter((script) => !script.hasAttribute("src") && PLUGIN_IMAGE_SCRIPT.test(script.rawText))
  pluginScripts.forEach((script, index) => {
    if (index > 0) return script.remove()
    const pictures = byName.get(PICTURES_SCRIPT)
    if (!pictures) throw new Error(`${BLOCKING_FOLDER} has no ${PICTURES_SCRIPT}.ts for gatsby-plugin-image's scripts`)
    if (!script.rawText.includes('document.body.addEventListener("load"')) throw new Error("gatsby-plugin-image's first script in the page is not its head script")
    script.replaceWith(blockingScriptTag(PICTURES_SCRIPT, pictures, true))
  })
  for (const placeholder of page.querySelectorAll(`script[${BLOCKING_SCRIPT_ATTRIBUTE}]`)) {
    const name = placeholder.getAttribute(BLOCKING_SCRIPT_ATTRIBUTE)!
    const src = byName.get(name)
    if (!src) throw new Error(`a placeholder names "${name}", which ${BLOCKING_FOLDER} has no file for`)
    if (placeholder.getAttribute("src") === src) continue
    // Written anew with its attributes as they were, an earlier build's src replaced by this one's, last.
    const kept = Object.entries(placeholder.rawAttributes).filter(([attribute]) => attribute.toLowerCase() !== "src")
    placeholder.replaceWith(`<script${kept.map(([attribute, value]) => ` ${attribute}="${value}"`).join("")} src="${src}"></script>`)
  }
}

export function classicScriptsRewrite(scripts: readonly BundledBlockingScript[]): PageRewrite {
  return { name: "classic scripts", after: [], apply: (page) => nameClassicScripts(page, scripts) }
}

/**
 * The check that ends the page's rewrites: no inline script the browser would run is left, for the
 * site's policy (script-src 'self') refuses them all. It reads what the page script (Gatsby's inline
 * scripts gone) and the classic scripts (the picture scripts gone) leave.
 */
export const NO_INLINE_SCRIPT: PageRewrite = {
  name: "no inline script",
  after: ["page script", "classic scripts"],
  apply: (page) => {
    const left = runnableInlineScripts(page)[0]
    if (left) throw new Error(`an inline script is left, which the site's policy (script-src 'self') refuses: ${left.text.slice(0, 80)}`)
  },
}
