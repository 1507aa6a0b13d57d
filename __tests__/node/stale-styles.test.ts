import fs from "node:fs"
import path from "node:path"
import { pagesWithStaleStyles } from "../../src/node/stale-styles"
import { makeTempDir } from "../support/temp-dir"

const page = (stylesheet: string) =>
  `<html><head><style data-href="/${stylesheet}" data-identity="gatsby-global-css">a{}</style></head><body></body></html>`

function publicDir(pages: Record<string, string>, current = "styles.aaa111.css"): string {
  const dir = makeTempDir("crest-public-")
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-1.js", current] } }))
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

  it("leaves the web editor's own pages out", () => {
    expect(pagesWithStaleStyles(publicDir({ "admin/index.html": page("styles.ccc333.css") }))).toEqual([])
  })

  it("passes over folders whose names end in .html, as Gatsby's page data of the 404 page", () => {
    const dir = publicDir({ "page-data/404.html/page-data.json": "{}", "404.html": page("styles.aaa111.css") })
    expect(pagesWithStaleStyles(dir)).toEqual([])
  })
})
