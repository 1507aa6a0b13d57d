import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { precompress } from "../../src/node/precompress"
import { robotsTxt } from "../../src/node/robots"
import { makeTempDir } from "../support/temp-dir"

describe("precompress", () => {
  it("writes gzip and brotli copies that decompress to the original, for text files of 1 KB or more", async () => {
    const dir = makeTempDir("crest-public-")
    const page = "<p>Crest</p>".repeat(200)
    fs.mkdirSync(path.join(dir, "about"))
    fs.writeFileSync(path.join(dir, "about/index.html"), page)
    fs.writeFileSync(path.join(dir, "tiny.js"), "x()")
    fs.writeFileSync(path.join(dir, "photo.jpg"), Buffer.alloc(4096))
    const totals = await precompress(dir)
    expect(totals.files).toBe(1)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "about/index.html.gz"))).toString()).toBe(page)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "about/index.html.br"))).toString()).toBe(page)
    expect(fs.existsSync(path.join(dir, "tiny.js.gz"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "photo.jpg.gz"))).toBe(false)
  })
})

describe("robotsTxt", () => {
  it("allows everything and names the sitemap on the site's origin", () => {
    expect(robotsTxt("https://www.crest.example/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.crest.example/sitemap-index.xml\n",
    )
  })
})
