import fs from "node:fs"
import path from "node:path"
import { pagesWithStaleStyles } from "../../src/node/stale-styles"
import { makeTempDir } from "../support/temp-dir"

const page = (...stylesheets: string[]) =>
  `<html><head>${stylesheets.map((stylesheet) => `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">a{}</style>`).join("")}</head><body></body></html>`

const TEMPLATE_CSS = "component---src-pages-fees-tsx.ddd444.css"

function publicDir(pages: Record<string, string>, current = "styles.aaa111.css"): string {
  const dir = makeTempDir("crest-public-")
  const assetsByChunkName = { app: ["app-1.js", current], "component---src-pages-fees-tsx": ["component---src-pages-fees-tsx-1.js", TEMPLATE_CSS] }
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }))
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  return dir
}

describe("pagesWithStaleStyles", () => {
  it("finds nothing when every page carries this build's stylesheet", () => {
    expect(pagesWithStaleStyles(publicDir({ "index.html": page("styles.aaa111.css"), "ne/index.html": page("styles.aaa111.css") }))).toEqual([])
  })

  it("names each page still carrying an earlier build's stylesheet", () => {
    const dir = publicDir({ "index.html": page("styles.aaa111.css"), "about/index.html": page("styles.bbb222.css") })
    expect(pagesWithStaleStyles(dir)).toEqual([path.join("about", "index.html")])
  })

  it("knows each template's stylesheet of this build, and names a page with an earlier one", () => {
    const dir = publicDir({
      "fees/index.html": page("styles.aaa111.css", TEMPLATE_CSS),
      "ne/fees/index.html": page("styles.aaa111.css", "component---src-pages-fees-tsx.eee555.css"),
    })
    expect(pagesWithStaleStyles(dir)).toEqual([path.join("ne", "fees", "index.html")])
  })

  it("leaves the web editor's own pages out", () => {
    expect(pagesWithStaleStyles(publicDir({ "admin/index.html": page("styles.ccc333.css") }))).toEqual([])
  })

  it("passes over folders whose names end in .html, as Gatsby's page data of the 404 page", () => {
    const dir = publicDir({ "page-data/404.html/page-data.json": "{}", "404.html": page("styles.aaa111.css") })
    expect(pagesWithStaleStyles(dir)).toEqual([])
  })
})
