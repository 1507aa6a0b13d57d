/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { pagePathOf, withPolicyMeta, writePagePolicies } from "../../src/node/deploy/page-policies"
import { contentSecurityPolicy, IN_PAGE_DIRECTIVES, PATH_EXTRAS } from "../../src/node/deploy/policy"
import { scriptHash } from "../../src/node/deploy/script-hashes"
import { makeTempDir } from "../support/temp-dir"

const origins = { frames: ["https://frames.example"], connect: ["https://forms.example"] }

function pageHtml(body: string, head = ""): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>${head}</head><body>${body}<script src="/app-1.js" async></script></body></html>`
}

const headScript = 'if(location.pathname!=="/")location.replace("/")'
const files: Record<string, string> = {
  "index.html": pageHtml('<script>window.pagePath="/";</script><script type="application/ld+json">{"a":1}</script>'),
  "about/index.html": pageHtml('<script>window.pagePath="/about/";</script><script type="module">lazy()</script>'),
  "404.html": pageHtml('<script>window.pagePath="/404.html";</script>', `<script data-gatsby-head="true">${headScript}</script>`),
  "search/index.html": pageHtml('<script>window.pagePath="/search/";</script>'),
  "admin/index.html": "<!DOCTYPE html><html><head><script>editor()</script></head></html>",
}

function build(): string {
  const dir = makeTempDir()
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  // Gatsby writes page-data/404.html/ as a folder: not a page.
  fs.mkdirSync(path.join(dir, "page-data/404.html"), { recursive: true })
  return dir
}

function metaPolicy(html: string): string {
  const found = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)
  if (!found) throw new Error("no meta policy")
  return found[1]!
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8")

describe("each page's script policy, written after the build", () => {
  it("allows exactly the page's inline scripts and every page's Head scripts, never 'unsafe-inline'", () => {
    const dir = build()
    expect(writePagePolicies(dir, origins)).toEqual({ pages: 4, hashes: 6 })
    const about = metaPolicy(read(dir, "about/index.html"))
    expect(about).toBe(`script-src 'self' ${scriptHash('window.pagePath="/about/";')} ${scriptHash("lazy()")} ${scriptHash(headScript)}`)
    const home = metaPolicy(read(dir, "index.html"))
    expect(home).toBe(`script-src 'self' ${scriptHash('window.pagePath="/";')} ${scriptHash(headScript)}`)
    expect(home).not.toContain(scriptHash('{"a":1}'))
    for (const file of ["index.html", "about/index.html", "404.html", "search/index.html"]) {
      expect(metaPolicy(read(dir, file))).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    }
  })

  it("puts the policy right after <meta charset>, before every script", () => {
    const dir = build()
    writePagePolicies(dir, origins)
    const html = read(dir, "404.html")
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true)
    expect(() => withPolicyMeta("<!DOCTYPE html><script>x()</script><head></head>", "script-src 'self'")).toThrow(/before <head>/)
  })

  it("gives a path its extras from the table, and that path only", () => {
    const dir = build()
    writePagePolicies(dir, origins)
    for (const value of PATH_EXTRAS["/search/"]!["script-src"]!) {
      expect(metaPolicy(read(dir, "search/index.html"))).toContain(value)
      expect(metaPolicy(read(dir, "about/index.html"))).not.toContain(value)
    }
  })

  it("leaves the editor, which has its own policy in the header, as it is", () => {
    const dir = build()
    writePagePolicies(dir, origins)
    expect(read(dir, "admin/index.html")).toBe(files["admin/index.html"])
  })

  it("replaces the policy of an earlier build instead of adding a second one", () => {
    const dir = build()
    writePagePolicies(dir, origins)
    const first = read(dir, "about/index.html")
    // Back-dated, so a rewrite would show in the time: a page left as it was keeps its compressed copies.
    const past = new Date("2020-01-01T00:00:00Z")
    fs.utimesSync(path.join(dir, "about/index.html"), past, past)
    writePagePolicies(dir, origins)
    expect(read(dir, "about/index.html")).toBe(first)
    expect(fs.statSync(path.join(dir, "about/index.html")).mtime).toEqual(past)
    expect(first.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  })

  it("names each file by the address it answers", () => {
    expect(pagePathOf("index.html")).toBe("/")
    expect(pagePathOf(path.join("ne", "search", "index.html"))).toBe("/ne/search/")
    expect(pagePathOf("404.html")).toBe("/404.html")
  })
})

describe("the split between the header and the page", () => {
  it("leaves scripts to the page: the header names neither script-src nor a default-src that would stand for it", () => {
    const header = contentSecurityPolicy(origins)
    expect(header).not.toMatch(/(^|; )(script-src|default-src) /)
    expect(header).toContain("frame-ancestors 'self'")
  })

  it("keeps in the header what a meta policy cannot carry, and per-path extras to what the page carries", () => {
    expect(IN_PAGE_DIRECTIVES.filter((name) => ["frame-ancestors", "report-uri", "sandbox"].includes(name))).toEqual([])
    for (const extras of Object.values(PATH_EXTRAS)) {
      for (const name of Object.keys(extras)) expect(IN_PAGE_DIRECTIVES).toContain(name)
    }
  })
})
