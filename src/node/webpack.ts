// Webpack settings of the browser bundle, applied from gatsby-node's onCreateWebpackConfig.
import path from "node:path"
import webpack, { type Configuration } from "webpack"

/**
 * The site's gatsby-plugin-image in the browser: the plugin's, with a GatsbyImage that hydrates a
 * picture of the prebuilt HTML without fetching the plugin's client renderer (see the module).
 */
export const BROWSER_IMAGE_MODULE = path.resolve(__dirname, "../components/image/gatsby-plugin-image.browser.tsx")

/** Every import of "gatsby-plugin-image" in the browser bundle, except the replacement's own, goes to it. */
export function browserImageReplacement(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(/^gatsby-plugin-image$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    if (resource.contextInfo?.issuer !== BROWSER_IMAGE_MODULE) resource.request = BROWSER_IMAGE_MODULE
  })
}

/** An extra script chunk may take up to 120 seconds (slow mobile networks) before it fails. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

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
  config.plugins.push(browserImageReplacement())
  config.output = { ...config.output, chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS }
  return config
}
