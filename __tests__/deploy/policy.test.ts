import fs from "node:fs"
import path from "node:path"
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorOriginsFromData,
  IMMUTABLE,
  originsFromData,
  PATH_EXTRAS,
  policyFor,
  REVALIDATE,
  servedHeaders,
  SPECULATION_RULES_TYPE,
} from "../../src/node/deploy/policy"
import {
  NGINX_EDITOR_HEADERS_FILE,
  NGINX_HEADERS_FILE,
  NGINX_PAGE_HEADERS_FILE,
  SPECULATION_RULES_FILE,
  STATIC_HEADERS_FILE,
  netlifyHeaders,
  nginxEditorHeaders,
  nginxPageHeaders,
  nginxSecurityHeaders,
  speculationRulesFile,
} from "../../scripts/deploy/generate"
import { readRealData, REAL_DATA_DIR, writeDataDir } from "../support/data-dir"

describe("serving policy", () => {
  it("is up to date in deploy/nginx and static/_headers (run `npm run deploy:config` if not)", () => {
    expect(fs.readFileSync(NGINX_HEADERS_FILE, "utf8")).toBe(nginxSecurityHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(STATIC_HEADERS_FILE, "utf8")).toBe(netlifyHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(NGINX_EDITOR_HEADERS_FILE, "utf8")).toBe(nginxEditorHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(NGINX_PAGE_HEADERS_FILE, "utf8")).toBe(nginxPageHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(SPECULATION_RULES_FILE, "utf8")).toBe(speculationRulesFile())
  })

  it("revalidates the search's scripts, whose names stay the same from build to build", () => {
    const searchRule = netlifyHeaders(REAL_DATA_DIR).split("\n/pagefind/*\n")[1]?.split(/\n(?! )/)[0]
    expect(searchRule).toBe(`  ! Cache-Control\n  Cache-Control: ${REVALIDATE}`)
  })

  it("gives the web editor alone 'unsafe-eval', its git host, and noindex", () => {
    const editor = editorContentSecurityPolicy(editorOriginsFromData(REAL_DATA_DIR))
    expect(editor).toContain("script-src 'self' 'unsafe-eval'")
    expect(editor).toContain("frame-ancestors 'none'")
    expect(nginxSecurityHeaders(REAL_DATA_DIR)).not.toContain("unsafe-eval")
    expect(nginxEditorHeaders(REAL_DATA_DIR)).toContain('X-Robots-Tag "noindex, nofollow"')
    const headers = netlifyHeaders(REAL_DATA_DIR)
    const [site, editorRule] = headers.split("/admin/*")
    expect(site).not.toContain("'unsafe-eval'")
    expect(editorRule).toContain("! Content-Security-Policy")
    expect(editorRule).toContain(`Content-Security-Policy: ${editor}`)
  })

  it("lets the editor reach the git host named in data/cms.json, and nothing else", () => {
    const files = readRealData() as Record<string, Record<string, unknown>>
    files["cms.json"] = { ...files["cms.json"], backend: "gitea", apiRoot: "https://git.school.example/api/v1", authBaseUrl: "https://git.school.example" }
    const origins = editorOriginsFromData(writeDataDir(files, { withImages: false }))
    expect(origins.connect).toEqual(["https://git.school.example"])
    expect(editorContentSecurityPolicy(origins)).toContain("connect-src 'self' blob: https://git.school.example;")
    files["cms.json"] = { ...files["cms.json"], backend: "github", apiRoot: undefined, authBaseUrl: undefined }
    expect(editorOriginsFromData(writeDataDir(files, { withImages: false })).connect).toEqual(["https://api.github.com"])
  })

  it("allows posting to every https endpoint named in data/, and a vitals endpoint from the build", () => {
    const files = readRealData() as Record<string, Record<string, unknown>>
    files["form.json"] = { ...files["form.json"], endpoint: "https://forms.service.example/f/abc" }
    const dir = writeDataDir(files)
    const origins = originsFromData(dir, { GATSBY_VITALS_ENDPOINT: "https://vitals.example/collect" })
    expect(origins.connect).toEqual(["https://forms.service.example", "https://vitals.example"])
    const csp = contentSecurityPolicy(origins)
    expect(csp).toContain("connect-src 'self' https://forms.service.example https://vitals.example")
    expect(csp).toContain("form-action 'self' https://forms.service.example https://vitals.example")
    fs.rmSync(path.dirname(dir), { recursive: true })
  })

  it("never allows eval, plugins or framing by other sites", () => {
    const csp = contentSecurityPolicy({ frames: [], connect: [] })
    expect(csp).not.toContain("unsafe-eval")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
  })

  it("ignores endpoints that are not https", () => {
    const files = readRealData() as Record<string, Record<string, unknown>>
    files["form.json"] = { ...files["form.json"], endpoint: "http://insecure.example/f" }
    expect(originsFromData(writeDataDir(files), {}).connect).toEqual([])
  })

  it("allows scripts from the site's own files only, in the header every page gets", () => {
    const csp = contentSecurityPolicy({ frames: [], connect: [] })
    expect(csp).toMatch(/^script-src 'self';/)
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;\s*style-src|'sha256-|'strict-dynamic'|'unsafe-hashes'/)
    expect(nginxSecurityHeaders(REAL_DATA_DIR)).toContain("add_header Content-Security-Policy $crest_content_security_policy always;")
    expect(nginxPageHeaders(REAL_DATA_DIR)).toContain(`default "${contentSecurityPolicy(originsFromData(REAL_DATA_DIR, {}))}";`)
    expect(netlifyHeaders(REAL_DATA_DIR).split("\n/")[1]).toContain(`Content-Security-Policy: ${contentSecurityPolicy(originsFromData(REAL_DATA_DIR, {}))}`)
  })

  it("widens the policy by an address's extras (a page's or the search worker's) on it alone, in each server's configuration", () => {
    const origins = { frames: [], connect: [] }
    for (const [page, extras] of Object.entries(PATH_EXTRAS)) {
      const policy = policyFor(page, origins)
      for (const [name, values] of Object.entries(extras)) {
        for (const value of values) expect(policy).toMatch(new RegExp(`(^|; )${name} [^;]*${value}`))
      }
      const isPage = page.endsWith("/")
      for (const file of isPage ? [page, `${page}index.html`] : [page]) {
        expect(servedHeaders(file, { site: origins, editor: { connect: [], images: [] } })["Content-Security-Policy"]).toBe(policy)
      }
      const uri = isPage ? `~^${page}(index\\.html)?$` : `~^${page.replace(/[.]/g, "\\.")}$`
      expect(nginxPageHeaders(REAL_DATA_DIR)).toContain(`${uri} "${policyFor(page, originsFromData(REAL_DATA_DIR, {}))}";`)
      expect(netlifyHeaders(REAL_DATA_DIR)).toContain(`\n${page}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policyFor(page, originsFromData(REAL_DATA_DIR, {}))}\n`)
    }
    expect(policyFor("/about/", origins)).toBe(contentSecurityPolicy(origins))
    expect(policyFor("/about/", origins)).not.toContain("wasm-unsafe-eval")
  })

  it("gives the office inbox a narrower policy of its own: its own server to talk to, nothing else", () => {
    const origins = { frames: ["https://frames.example"], connect: ["https://forms.example"] }
    const directives = new Map(
      policyFor("/office/", origins)
        .split("; ")
        .map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const),
    )
    expect(directives.get("default-src")).toEqual(["'none'"])
    expect(directives.get("connect-src")).toEqual(["'self'"])
    expect(directives.get("form-action")).toEqual(["'none'"])
    expect(directives.get("script-src")).toEqual(["'self'"])
    expect(directives.get("frame-ancestors")).toEqual(["'self'"])
    expect(policyFor("/ne/office/", origins)).toBe(contentSecurityPolicy(origins))
  })

  it("names the Speculation Rules on every page, and serves their file in the type browsers require", () => {
    const origins = { site: { frames: [], connect: [] }, editor: { connect: [], images: [] } }
    for (const page of ["/", "/about/", "/ne/notices/index.html", "/404.html"]) {
      expect(servedHeaders(page, origins)["Speculation-Rules"]).toBe('"/speculation-rules.json"')
    }
    expect(servedHeaders("/scripts/main-ABC.js", origins)["Speculation-Rules"]).toBeUndefined()
    expect(servedHeaders("/scripts/main-ABC.js", origins)["Cache-Control"]).toBe(IMMUTABLE)
    expect(servedHeaders("/speculation-rules.json", origins)["Content-Type"]).toBe(SPECULATION_RULES_TYPE)
    expect(JSON.parse(speculationRulesFile())).toEqual({ prefetch: [expect.objectContaining({ eagerness: "moderate" })] })
    expect(nginxSecurityHeaders(REAL_DATA_DIR)).toContain("add_header Speculation-Rules $crest_speculation_rules always;")
    expect(netlifyHeaders(REAL_DATA_DIR)).toContain(`/speculation-rules.json\n  ! Content-Type\n  Content-Type: ${SPECULATION_RULES_TYPE}`)
  })
})
