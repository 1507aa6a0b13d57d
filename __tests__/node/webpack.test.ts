import type { Configuration } from "webpack"
import { adjustBrowserBundle } from "../../src/node/webpack"
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
  expect(adjustBrowserBundle(config).plugins).toEqual([keep])
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
