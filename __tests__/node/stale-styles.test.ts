import fs from "node:fs"
import path from "node:path"
import { parsePage } from "../../src/node/pages/page-pass"
import { checkStylesOfThisBuild, currentStylesheets, stylesOfThisBuildRewrite } from "../../src/node/stale-styles"
import { makeTempDir } from "../support/temp-dir"

const page = (...stylesheets: string[]) =>
  parsePage(`<html><head>${stylesheets.map((stylesheet) => `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">a{}</style>`).join("")}</head><body></body></html>`)

const SITE_CSS = "styles.aaa111.css"
const TEMPLATE_CSS = "component---src-pages-fees-tsx.ddd444.css"

function publicDir(): string {
  const dir = makeTempDir("crest-public-")
  const assetsByChunkName = { app: ["app-1.js", SITE_CSS], "component---src-pages-fees-tsx": ["component---src-pages-fees-tsx-1.js", TEMPLATE_CSS] }
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }))
  return dir
}

describe("the styles of this build on every page", () => {
  const current = () => currentStylesheets(publicDir())

  it("knows the app's and each template's stylesheet of this build", () => {
    expect(current().sort()).toEqual([TEMPLATE_CSS, SITE_CSS].sort())
  })

  it("passes a page that carries this build's stylesheets", () => {
    expect(() => checkStylesOfThisBuild(page(SITE_CSS, TEMPLATE_CSS), current())).not.toThrow()
  })

  it("names the stylesheet of an earlier build a page still carries, and what to do", () => {
    expect(() => checkStylesOfThisBuild(page(SITE_CSS, "component---src-pages-fees-tsx.eee555.css"), current())).toThrow(
      /earlier build \(component---src-pages-fees-tsx\.eee555\.css\)\. Run `npm run clean`/,
    )
  })

  it("fails on a page that names no stylesheet, rather than passing it unread", () => {
    expect(() => checkStylesOfThisBuild(page(), current())).toThrow(/found no stylesheet named in the page/)
  })

  it("refuses a build whose webpack stats name no stylesheet", () => {
    expect(() => stylesOfThisBuildRewrite([])).toThrow(/names no stylesheet/)
  })
})
