// An esbuild plugin for the pages' scripts, whose islands hydrate the site's React components
// (src/node/scripts/bundle.ts): a component's `import * as styles from "./x.module.scss"` becomes the
// class names webpack gave the same module in the prebuilt HTML (one rule for both:
// src/node/styles/css-module-names.ts). The styles themselves are already on the page, in Gatsby's
// stylesheet; the bundle carries only the names.
import type { Plugin } from "esbuild"
import { compile } from "sass"
import { cssModuleClassName, cssModuleExportName } from "../styles/css-module-names"

/** The class names a compiled stylesheet's selectors use, outside `:global(…)`. */
export function classNamesIn(css: string): string[] {
  const local = withoutGlobals(css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, ""))
  // Only the selectors: what comes before each "{", not declarations (".5rem" is no class).
  const selectors = local.split("{").map((part) => part.slice(Math.max(part.lastIndexOf("}"), part.lastIndexOf(";")) + 1))
  const names = new Set<string>()
  for (const selector of selectors) for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]!)
  return [...names]
}

function withoutGlobals(css: string): string {
  let out = ""
  let at = 0
  for (let start = css.indexOf(":global(", at); start >= 0; start = css.indexOf(":global(", at)) {
    out += css.slice(at, start)
    let depth = 0
    let end = start + ":global".length
    for (; end < css.length; end += 1) {
      if (css[end] === "(") depth += 1
      else if (css[end] === ")" && --depth === 0) break
    }
    at = end + 1
  }
  return out + css.slice(at)
}

/**
 * The plugin: each `*.module.scss` as a module exporting its class names, from the project's folder
 * `root`; each name given is also added to `named`, for the build to find in the page's stylesheet.
 */
export function cssModulesPlugin(root: string, named: Set<string> = new Set()): Plugin {
  return {
    name: "css-module-class-names",
    setup(build) {
      build.onLoad({ filter: /\.module\.scss$/ }, (args) => {
        const { css } = compile(args.path, { style: "expanded" })
        // Exported under an alias: a class may be named as a word JavaScript reserves (.new, .in).
        const lines = classNamesIn(css).map((local, index) => {
          const name = cssModuleClassName(root, args.path, local)
          named.add(name)
          return `const c${index} = ${JSON.stringify(name)}; export { c${index} as ${cssModuleExportName(local)} }`
        })
        return { contents: lines.join("\n"), loader: "js" }
      })
    },
  }
}
