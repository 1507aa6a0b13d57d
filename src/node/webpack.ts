// Webpack settings of the browser bundle, applied from gatsby-node's onCreateWebpackConfig. No page
// ships that bundle (docs/behaviour.md#light-pages); Gatsby still takes the pages' stylesheets from it.
import type { Configuration } from "webpack"

interface CssModuleLike {
  identifier: () => string
}
interface ChunkGraphLike {
  getModuleChunksIterable: (module: CssModuleLike) => Iterable<{ name?: string | null }>
}
type StylesTest = (module: CssModuleLike, context: { chunkGraph: ChunkGraphLike }) => boolean

// Gatsby names each page template's chunk so (component---src-pages-about-tsx).
const PAGE_CHUNK = /^component---/

/**
 * Gatsby puts every style of the site in one stylesheet, inlined into every page's HTML: ~100 KB of
 * rules a phone downloads and matches on each page, most of them for other pages. A template's own
 * CSS modules stay with its chunk instead, and Gatsby inlines that chunk's stylesheet into the
 * template's pages (and loads it with the chunk when the router reaches one). Whatever any other chunk
 * uses (the layout, the alerts the HTML may hold) stays in the one stylesheet every page inlines, so no
 * page shows anything before its styles.
 */
export function keepPageStylesWithTheirPage(config: Configuration): Configuration {
  const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined
  const styles = cacheGroups?.styles as { test?: StylesTest } | undefined
  const gatsbysTest = styles?.test
  if (!styles || typeof gatsbysTest !== "function") throw new Error("Gatsby's webpack configuration has no 'styles' chunk group any more: see keepPageStylesWithTheirPage.")
  styles.test = (module, context) => {
    if (!gatsbysTest(module, context)) return false
    if (!/\.module\.s[ac]ss/.test(module.identifier())) return true
    const chunks = [...context.chunkGraph.getModuleChunksIterable(module)]
    return !chunks.every((chunk) => PAGE_CHUNK.test(chunk.name ?? ""))
  }
  return config
}

interface PluginWithOptions {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

export function adjustBrowserBundle(config: Configuration): Configuration {
  // Every style is a CSS module scoped to its component, so the order of chunks cannot change a rule's
  // meaning; without this, mini-css-extract-plugin warns about "conflicting order" on every build.
  for (const plugin of (config.plugins ?? []) as Array<PluginWithOptions | null | undefined | false | "">) {
    if (plugin && plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  // Gatsby's develop-time ESLint plugin passes options ESLint 9 no longer has, which fails the
  // development bundle; the code is linted by `npm run lint` instead.
  config.plugins = (config.plugins ?? []).filter(
    (plugin) => !(plugin && (plugin as PluginWithOptions).constructor.name === "ESLintWebpackPlugin"),
  )
  return config
}
