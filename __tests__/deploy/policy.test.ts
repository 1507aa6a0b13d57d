import fs from "node:fs"
import path from "node:path"
import { contentSecurityPolicy, editorContentSecurityPolicy, editorOriginsFromData, originsFromData, pagePolicy, REVALIDATE } from "../../src/node/deploy/policy"
import {
  NGINX_EDITOR_HEADERS_FILE,
  NGINX_HEADERS_FILE,
  STATIC_HEADERS_FILE,
  netlifyHeaders,
  nginxEditorHeaders,
  nginxSecurityHeaders,
} from "../../scripts/deploy/generate"
import { readRealData, REAL_DATA_DIR, writeDataDir } from "../support/data-dir"

describe("serving policy", () => {
  it("is up to date in deploy/nginx and static/_headers (run `npm run deploy:config` if not)", () => {
    expect(fs.readFileSync(NGINX_HEADERS_FILE, "utf8")).toBe(nginxSecurityHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(STATIC_HEADERS_FILE, "utf8")).toBe(netlifyHeaders(REAL_DATA_DIR))
    expect(fs.readFileSync(NGINX_EDITOR_HEADERS_FILE, "utf8")).toBe(nginxEditorHeaders(REAL_DATA_DIR))
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
    expect(site).not.toContain("unsafe-eval")
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

  it("gives the office inbox a narrower policy of its own: its own server to talk to, nothing else", () => {
    const origins = { frames: ["https://frames.example"], connect: ["https://forms.example"] }
    const directives = new Map(
      pagePolicy(origins, "/office/", ["'sha256-abc'"])
        .split("; ")
        .map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const),
    )
    expect(directives.get("default-src")).toEqual(["'none'"])
    expect(directives.get("connect-src")).toEqual(["'self'"])
    expect(directives.get("form-action")).toEqual(["'none'"])
    expect(directives.get("script-src")).toEqual(["'self'", "'sha256-abc'"])
    expect(directives.has("frame-ancestors")).toBe(false)
    // Every other page keeps only its script policy in the page; the header holds the rest.
    expect(pagePolicy(origins, "/about/", ["'sha256-abc'"])).toBe("script-src 'self' 'sha256-abc'")
    expect(pagePolicy(origins, "/ne/office/", [])).toBe("script-src 'self'")
  })
})
