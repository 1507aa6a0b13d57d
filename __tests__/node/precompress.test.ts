import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { LARGE_FILE_BYTES, brotliQuality, precompress } from "../../src/node/precompress"
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

  it("leaves the copies of a file the build did not touch, and redoes those of a rewritten file", async () => {
    const dir = makeTempDir("crest-public-")
    const kept = path.join(dir, "kept.html")
    const rewritten = path.join(dir, "rewritten.html")
    fs.writeFileSync(kept, "<p>kept</p>".repeat(200))
    fs.writeFileSync(rewritten, "<p>old</p>".repeat(200))
    await precompress(dir)
    // As after the last build: every copy a little newer than the file it was made from.
    const built = Date.now() / 1000 - 60
    for (const file of [kept, rewritten]) {
      fs.utimesSync(file, built, built)
      for (const copy of [`${file}.gz`, `${file}.br`]) fs.utimesSync(copy, built + 1, built + 1)
    }
    fs.writeFileSync(rewritten, "<p>new</p>".repeat(200))

    const totals = await precompress(dir)

    expect(totals).toMatchObject({ files: 2, kept: 1 })
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${rewritten}.br`)).toString()).toBe("<p>new</p>".repeat(200))
    expect(zlib.gunzipSync(fs.readFileSync(`${rewritten}.gz`)).toString()).toBe("<p>new</p>".repeat(200))
  })

  it("keeps the copies of a file rewritten with the same bytes, and redoes copies that no longer match", async () => {
    const dir = makeTempDir("crest-public-")
    const same = path.join(dir, "same.html")
    const damaged = path.join(dir, "damaged.html")
    for (const file of [same, damaged]) fs.writeFileSync(file, "<p>same</p>".repeat(200))
    await precompress(dir)
    const sameCopy = fs.readFileSync(`${same}.br`)
    // Written again after its copies, as Gatsby does with every page: the clock alone says "changed".
    const later = Date.now() / 1000 + 60
    for (const file of [same, damaged]) {
      fs.writeFileSync(file, "<p>same</p>".repeat(200))
      fs.utimesSync(file, later, later)
    }
    fs.writeFileSync(`${damaged}.gz`, zlib.gzipSync("<p>other</p>"))

    const totals = await precompress(dir)

    expect(totals).toMatchObject({ files: 2, kept: 1 })
    expect(fs.readFileSync(`${same}.br`)).toEqual(sameCopy)
    expect(zlib.gunzipSync(fs.readFileSync(`${damaged}.gz`)).toString()).toBe("<p>same</p>".repeat(200))
  })

  it("spends more of brotli's effort on files up to a megabyte than above", () => {
    expect(brotliQuality(LARGE_FILE_BYTES + 1)).toBeLessThan(brotliQuality(LARGE_FILE_BYTES))
  })
})

describe("robotsTxt", () => {
  it("allows everything and names the sitemap on the site's origin", () => {
    expect(robotsTxt("https://www.crest.example/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.crest.example/sitemap-index.xml\n",
    )
  })
})
