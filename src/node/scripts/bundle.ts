// The site's browser scripts, from one esbuild pass with code splitting (docs/behaviour.md#light-pages):
// the entry every page names (src/browser/main.ts, the frame and the loaders of the rest), and a
// chunk for each page part's module and each island that its dynamic import() asks for, code that
// several of them share in chunks of its own. Every file's name carries the hash of its content, so
// the server may let browsers keep it for a year (src/node/deploy/policy.ts), and a page of the next
// build names new files.
//
// The islands draw the site's React components with Preact: react and react-dom are Preact's
// compatibility layer here, gatsby a stand-in that answers the few static queries the islands make
// from the page's data block, and a Sass module's class names are webpack's (one rule for both:
// src/node/styles/css-module-names.ts), whose stylesheet the prebuilt page already has.
import fs from "fs"
import path from "path"
import { build, type Metafile } from "esbuild"
import { cssModulesPlugin } from "../pages/css-modules-plugin"

/** Where the scripts are written, under public/, and the address pages name them by. */
export const SCRIPTS_FOLDER = "scripts"
/** The entry of every page's script, from the project's folder. */
export const PAGE_ENTRY = "src/browser/main.ts"

export const BROWSER_ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  gatsby: "./src/components/island/gatsby-stand-in.tsx",
}

export interface BundledScripts {
  /** The address of the entry every page names (`/scripts/main-<hash>.js`). */
  main: string
  /** The addresses of the chunks the entry imports statically, at any depth, which every page preloads. */
  preloads: string[]
  /** Every file written, with its size in bytes. */
  files: { file: string; bytes: number }[]
  /** The class names of the site's Sass modules the scripts write (for the pages' stylesheets to hold). */
  classNames: string[]
}

/** Bundles the page entry into public/scripts/, removing the files of an earlier build first. */
export async function bundleScripts(root: string, publicDir: string): Promise<BundledScripts> {
  const outdir = path.join(publicDir, SCRIPTS_FOLDER)
  fs.rmSync(outdir, { recursive: true, force: true })
  const classNames = new Set<string>()
  const result = await build({
    absWorkingDir: root,
    entryPoints: [PAGE_ENTRY],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    // Module scripts run in every browser the site supports from 2020 on; this is their syntax.
    target: "es2020",
    minify: true,
    legalComments: "none",
    // Module scripts are always read as UTF-8: the Nepali texts go as written, not as \u escapes at
    // twice the size.
    charset: "utf8",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    alias: BROWSER_ALIASES,
    jsx: "automatic",
    // The GraphQL fragments beside the components ran at build time: unused here, left out.
    pure: ["graphql"],
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      "process.env.GATSBY_VITALS_ENDPOINT": JSON.stringify(process.env.GATSBY_VITALS_ENDPOINT ?? ""),
    },
    plugins: [cssModulesPlugin(root, classNames)],
    logLevel: "silent",
  })
  if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.text).join("\n"))
  const entry = entryOutput(result.metafile)
  const address = (output: string) => scriptAddress(root, publicDir, output)
  return {
    main: address(entry),
    preloads: staticImports(result.metafile, entry).map(address),
    files: writtenFiles(result.metafile, root),
    classNames: [...classNames],
  }
}

/** The address under which public/ serves an esbuild output (named from the project's folder). */
export function scriptAddress(root: string, publicDir: string, output: string): string {
  return `/${path.relative(publicDir, path.resolve(root, output)).split(path.sep).join("/")}`
}

function entryOutput(metafile: Metafile): string {
  const output = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === PAGE_ENTRY)
  if (!output) throw new Error(`esbuild wrote no script for ${PAGE_ENTRY}`)
  return output[0]
}

/** The outputs `entry` imports with import statements, at any depth: what the browser fetches before it runs. */
export function staticImports(metafile: Metafile, entry: string): string[] {
  const found = new Set<string>()
  const visit = (output: string) => {
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== "import-statement" || imported.external || found.has(imported.path)) continue
      found.add(imported.path)
      visit(imported.path)
    }
  }
  visit(entry)
  return [...found].sort()
}

function writtenFiles(metafile: Metafile, root: string): { file: string; bytes: number }[] {
  return Object.entries(metafile.outputs).map(([file, out]) => ({ file: path.relative(root, path.resolve(root, file)), bytes: out.bytes }))
}
