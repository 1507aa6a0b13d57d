// The class names of the Sass modules (`*.module.scss`), written by one rule for both bundlers that
// read them: webpack's css-loader in Gatsby's build (gatsby-config.ts hands it `cssModuleIdent`) and
// esbuild when it bundles a light page that hydrates the site's components (src/node/pages/
// css-modules-plugin.ts). css-loader's own rule hashes with md4 through its internals; this one is
// ours, so both sides write the same names: `<file>--<class>--<5 hex of where and which>`, the shape
// Gatsby's default writes (`[name]--[local]--[hash:hex:5]`).
import { createHash } from "crypto"
import path from "path"

/** The class name `local` of the Sass module at `file` gets, from the project's folder `root`. */
export function cssModuleClassName(root: string, file: string, local: string): string {
  const where = path.relative(root, file).split(path.sep).join("/")
  const name = path.basename(file).replace(/\.scss$/, "").replace(/\./g, "-")
  const hash = createHash("sha256").update(`${where}\u0000${local}`).digest("hex").slice(0, 5)
  return `${name}--${local}--${hash}`
}

/** The name a module's class is imported by (css-loader's `dashesOnly`: `form-sections` is `formSections`). */
export function cssModuleExportName(local: string): string {
  return local.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase())
}

interface LoaderContext {
  rootContext: string
  resourcePath: string
}

/** css-loader's `modules.getLocalIdent`, in the signature it calls it with. */
export function cssModuleIdent(context: LoaderContext, _identName: string, local: string): string {
  return cssModuleClassName(context.rootContext, context.resourcePath, local)
}
