/** @jest-environment node */
// The school's server in one process: the routing of /api/ (a handler that throws is a 500, and the
// server goes on), the health check, one log line a request without its query, the built site's files
// by the serving policy, and the data folder's lock.
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { IMMUTABLE, REVALIDATE, type ServingOrigins } from "../../src/node/deploy/policy"
import { routeApi } from "../../src/server/api"
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from "../../src/server/data-folder-lock"
import type { Database } from "../../src/server/database"
import { answer } from "../../src/server/http"
import { createSiteServer } from "../../src/server/server"
import type { SharedDatabase } from "../../src/server/shared"
import { staticSite } from "../../src/server/site/static-files"
import { makeTempDir } from "../support/temp-dir"

const ORIGINS: ServingOrigins = { site: { frames: [], connect: [] }, editor: { connect: [], images: [] } }

async function listen(server: http.Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function sharedOf(database: () => Promise<Database>): SharedDatabase {
  return { database, close: async () => undefined }
}

describe("the routing of /api/", () => {
  it("answers 500 in JSON when a handler throws, and serves the next call as ever", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const ok = async (_req: unknown, res: Parameters<typeof answer>[0]) => answer(res, 200, { ok: true })
    const api = routeApi({
      applications: async () => {
        throw new Error("a parent's answer: Sita")
      },
      status: ok,
      visits: ok,
      office: ok,
      health: ok,
    })
    const server = await listen(http.createServer((req, res) => void api(req, res)))
    try {
      const failed = await fetch(`${server.url}/api/applications`, { method: "POST" })
      expect(failed.status).toBe(500)
      expect(await failed.json()).toEqual({ error: "server" })
      expect((await fetch(`${server.url}/api/visits/slots`)).status).toBe(200)
      expect((await fetch(`${server.url}/api/applications`, { method: "POST" })).status).toBe(500)
      const unknown = await fetch(`${server.url}/api/nothing-here`)
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ error: "not-found" })
      expect(errors.mock.calls.flat().join(" ")).not.toContain("Sita")
    } finally {
      errors.mockRestore()
      await server.close()
    }
  })
})

describe("the site server", () => {
  const logged: string[] = []
  let database: () => Promise<Database>
  let server: { url: string; close: () => Promise<void> }
  beforeAll(async () => {
    const site = makeTempDir("crest-site-")
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title>")
    fs.writeFileSync(path.join(site, "404.html"), "<!doctype html><title>Not found</title>")
    server = await listen(createSiteServer({ shared: sharedOf(() => database()), holidays: [], site: staticSite(site, ORIGINS), log: (line) => logged.push(line) }))
  })
  afterAll(() => server.close())

  it("says the database answers (200) or not (503) at /api/health", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    database = async () => ({ kind: "pglite", query: async () => [{ "?column?": 1 }] }) as unknown as Database
    const healthy = await fetch(`${server.url}/api/health`)
    expect(healthy.status).toBe(200)
    expect(healthy.headers.get("cache-control")).toBe("no-store")
    database = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))
    const down = await fetch(`${server.url}/api/health`)
    expect(down.status).toBe(503)
    expect(down.headers.get("retry-after")).toBe("30")
    jest.restoreAllMocks()
  })

  it("logs one line a request, method, path, status and time, never the query; no framework banner", async () => {
    logged.length = 0
    const response = await fetch(`${server.url}/?q=Sita%20Shrestha`)
    await response.text()
    expect(response.headers.get("x-powered-by")).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(/^GET \/ 200 \d+\.\dms$/)
  })
})

describe("the built site's files", () => {
  let server: { url: string; close: () => Promise<void> }
  const page = "<!doctype html><html lang=\"en\"><title>About</title></html>".repeat(20)
  beforeAll(async () => {
    const site = makeTempDir("crest-public-")
    const write = (file: string, body: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), body)
    }
    write("index.html", "home")
    write("about/index.html", page)
    write("about/index.html.gz", zlib.gzipSync(page))
    write("about/index.html.br", zlib.brotliCompressSync(page))
    write("app-0123abcd.js", "console.log(1)")
    write("pagefind/pagefind.js", "export {}")
    write("static/0123/photo.jpg", Buffer.alloc(1000, 7))
    write("calendar.ics", "BEGIN:VCALENDAR")
    write("admin/index.html", "editor")
    write("results/exams.json", "[]")
    write("results/term/ab12.bin", "x")
    write("404.html", "english not found")
    write("ne/404.html", "nepali not found")
    server = await listen(createSiteServer({ shared: sharedOf(() => Promise.reject(new Error("unused"))), holidays: [], site: staticSite(site, ORIGINS), log: () => undefined }))
  })
  afterAll(() => server.close())
  const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${server.url}${pathname}`, { method, redirect: "manual", headers: { "accept-encoding": "identity", ...headers } })

  it("sends the build's brotli or gzip copy as the browser accepts, else the file", async () => {
    const br = await get("/about/", { "accept-encoding": "gzip, br" })
    expect(br.headers.get("content-encoding")).toBe("br")
    expect(br.headers.get("vary")).toBe("Accept-Encoding")
    expect(await br.text()).toBe(page)
    expect((await get("/about/", { "accept-encoding": "gzip, br;q=0" })).headers.get("content-encoding")).toBe("gzip")
    const plain = await get("/about/")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(page)
  })

  it("caches hashed bundles and /static/ for a year, revalidates pages, the search's scripts and the exam list", async () => {
    for (const file of ["/app-0123abcd.js", "/static/0123/photo.jpg", "/results/term/ab12.bin"]) expect((await get(file)).headers.get("cache-control")).toBe(IMMUTABLE)
    for (const file of ["/", "/about/", "/pagefind/pagefind.js", "/results/exams.json", "/calendar.ics"]) expect((await get(file)).headers.get("cache-control")).toBe(REVALIDATE)
    expect((await get("/calendar.ics")).headers.get("content-type")).toMatch(/^text\/calendar/)
    expect((await get("/results/exams.json")).headers.get("x-robots-tag")).toBe("noindex, nofollow")
  })

  it("sends the security headers, and the editor's own policy under /admin/", async () => {
    const home = await get("/")
    expect(home.headers.get("content-security-policy")).toMatch(/object-src 'none'/)
    expect(home.headers.get("x-content-type-options")).toBe("nosniff")
    const editor = await get("/admin/")
    expect(editor.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-eval'/)
    expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow")
  })

  it("redirects a folder to its trailing slash, keeping the query, and answers a revalidation with 304", async () => {
    const redirect = await get("/about?x=1")
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get("location")).toBe("/about/?x=1")
    const etag = (await get("/about/")).headers.get("etag")!
    expect((await get("/about/", { "if-none-match": etag })).status).toBe(304)
  })

  it("answers a missing address with the not-found page of its language and status 404, never a file outside the site", async () => {
    const missing = await get("/no/such/page/")
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe("english not found")
    const nepali = await get("/ne/no/such/page/")
    expect(nepali.status).toBe(404)
    expect(await nepali.text()).toBe("nepali not found")
    for (const escape of ["/../package.json", "/%2e%2e/package.json", "/about%00.html"]) {
      const response = await get(escape)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe("english not found")
    }
  })

  it("sends part of a file when asked (a video), the whole for HEAD's length, and refuses other methods", async () => {
    const part = await get("/static/0123/photo.jpg", { range: "bytes=10-19" })
    expect(part.status).toBe(206)
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000")
    expect((await part.arrayBuffer()).byteLength).toBe(10)
    const head = await get("/static/0123/photo.jpg", {}, "HEAD")
    expect(head.headers.get("content-length")).toBe("1000")
    expect((await get("/", {}, "POST")).status).toBe(405)
  })
})

describe("the data folder's lock", () => {
  it("refuses a second process with what to do, and takes over a lock whose process has gone", async () => {
    const folder = makeTempDir("crest-lock-")
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" })
    try {
      fs.writeFileSync(path.join(folder, LOCK_FILE), `${other.pid}\n`)
      expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse)
      expect(() => lockDataFolder(folder)).toThrow(/in use by process \d+.*DATABASE_URL/s)
    } finally {
      other.kill()
      await new Promise((resolve) => other.once("exit", resolve))
    }
    // That process has ended (as after kill -9): its lock is stale.
    const lock = lockDataFolder(folder)
    expect(fs.readFileSync(path.join(folder, LOCK_FILE), "utf8").trim()).toBe(String(process.pid))
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse)
    lock.release()
    expect(fs.existsSync(path.join(folder, LOCK_FILE))).toBe(false)
  })
})
