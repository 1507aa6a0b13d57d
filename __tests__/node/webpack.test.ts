import fs from "node:fs"
import { NormalModuleReplacementPlugin, type Configuration } from "webpack"
import { adjustBrowserBundle, BROWSER_IMAGE_MODULE, browserImageReplacement } from "../../src/node/webpack"
import { withBareLayout } from "../../src/node/bare-pages"

class MiniCssExtractPlugin {
  options = { ignoreOrder: false }
}

describe("adjustBrowserBundle", () => {
  it("lets CSS modules load in any chunk order", () => {
    const plugin = new MiniCssExtractPlugin()
    const config: Configuration = { plugins: [plugin as unknown as NonNullable<Configuration["plugins"]>[number]] }
    adjustBrowserBundle(config)
    expect(plugin.options.ignoreOrder).toBe(true)
  })
})

class ESLintWebpackPlugin {}

it("drops Gatsby's develop-time ESLint plugin, which ESLint 9 refuses, and keeps the others", () => {
  const keep = new MiniCssExtractPlugin()
  const config: Configuration = { plugins: [new ESLintWebpackPlugin(), keep] as unknown as NonNullable<Configuration["plugins"]> }
  expect(adjustBrowserBundle(config).plugins).toEqual([keep, expect.any(NormalModuleReplacementPlugin)])
})

describe("the browser's gatsby-plugin-image", () => {
  /** Where an import of `request` from `issuer` goes in the browser bundle. */
  function resolved(request: string, issuer: string): string | undefined {
    const plugin = browserImageReplacement()
    if (!plugin.resourceRegExp.test(request)) return request
    const resource = { request, contextInfo: { issuer } }
    ;(plugin.newResource as (resource: unknown) => void)(resource)
    return resource.request
  }

  it("is the site's module wherever the site imports the plugin", () => {
    expect(fs.existsSync(BROWSER_IMAGE_MODULE)).toBe(true)
    expect(resolved("gatsby-plugin-image", "/site/src/components/card/card.tsx")).toBe(BROWSER_IMAGE_MODULE)
    expect(adjustBrowserBundle({}).plugins).toEqual([expect.any(NormalModuleReplacementPlugin)])
  })

  it("leaves the module's own import of the plugin, and the plugin's other entry points, alone", () => {
    expect(resolved("gatsby-plugin-image", BROWSER_IMAGE_MODULE)).toBe("gatsby-plugin-image")
    expect(resolved("gatsby-plugin-image/graphql-utils", "/site/gatsby-node.ts")).toBe("gatsby-plugin-image/graphql-utils")
  })
})

describe("withBareLayout", () => {
  it("marks the school form page for the bare layout", () => {
    expect(withBareLayout({ path: "/school-form/", context: {} })).toEqual({ path: "/school-form/", context: { bareLayout: true } })
  })

  it("leaves other pages, and pages already marked, alone", () => {
    expect(withBareLayout({ path: "/form/", context: {} })).toBeNull()
    expect(withBareLayout({ path: "/school-form/", context: { bareLayout: true } })).toBeNull()
  })
})
