// The built site (public/) as the embedded default serves it, by the same rules nginx follows
// (src/node/deploy/policy.ts): the build's .br and .gz copies sent as they are, caching and security
// headers per path, folders redirected to their trailing slash, and a missing file answered by the
// not-found page of its language with status 404. Never a file outside public/.
import fs from "fs"
import type { IncomingMessage, ServerResponse } from "http"
import path from "path"
import { pipeline } from "stream/promises"
import { notFoundPageFor, servedHeaders, type ServingOrigins } from "../../node/deploy/policy"

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".pdf": "application/pdf",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".rss": "application/rss+xml; charset=utf-8",
  ".bin": "application/octet-stream",
}

/** Types worth compressing: the build wrote a .br and a .gz beside each such file (src/node/precompress.ts). */
const COMPRESSED_COPIES = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const

function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
}

/** The encodings the request accepts (q=0 refuses one). */
function acceptedEncodings(req: IncomingMessage): Set<string> {
  const accepted = new Set<string>()
  for (const part of String(req.headers["accept-encoding"] ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  return accepted
}

function statFile(file: string): fs.Stats | null {
  try {
    return fs.statSync(file)
  } catch {
    return null
  }
}

export interface StaticSite {
  /** Answers a GET or HEAD for a file of the site; anything else is 405. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>
}

export function staticSite(publicDir: string, origins: ServingOrigins): StaticSite {
  const root = path.resolve(publicDir)

  async function sendFile(req: IncomingMessage, res: ServerResponse, status: number, file: string, stat: fs.Stats, urlPath: string) {
    const rulesOf = status === 404 ? notFoundPageFor(urlPath) : urlPath
    // A type the policy names (the Speculation Rules' file) is the one browsers require.
    const headers: Record<string, string | number> = { "Content-Type": contentType(file), ...servedHeaders(rulesOf, origins) }
    let body = file
    let size = stat.size
    const accepted = acceptedEncodings(req)
    const copy = COMPRESSED_COPIES.find(({ encoding, suffix }) => accepted.has(encoding) && statFile(file + suffix)?.isFile())
    if (COMPRESSED_COPIES.some(({ suffix }) => statFile(file + suffix)?.isFile())) headers.Vary = "Accept-Encoding"
    if (copy) {
      body = file + copy.suffix
      size = statFile(body)!.size
      headers["Content-Encoding"] = copy.encoding
    }
    const etag = `W/"${size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ""}"`
    headers.ETag = etag
    headers["Last-Modified"] = stat.mtime.toUTCString()
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end()
      return
    }
    // A video asks for parts (Safari will not play one otherwise); only of the file as stored.
    const range = status === 200 && !copy ? /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? "")) : null
    headers["Accept-Ranges"] = "bytes"
    let start = 0
    let end = size - 1
    if (range && (range[1] || range[2])) {
      start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
      end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
      if (start > end || start >= size) {
        res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` }).end()
        return
      }
      status = 206
      headers["Content-Range"] = `bytes ${start}-${end}/${size}`
    }
    headers["Content-Length"] = end - start + 1
    res.writeHead(status, headers)
    if (req.method === "HEAD" || size === 0) {
      res.end()
      return
    }
    await pipeline(fs.createReadStream(body, { start, end }), res)
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, urlPath: string) {
    const page = path.join(root, notFoundPageFor(urlPath))
    const stat = statFile(page)
    if (!stat?.isFile()) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found\n")
      return
    }
    await sendFile(req, res, 404, page, stat, urlPath)
  }

  return {
    async serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed\n")
        return
      }
      const url = new URL(req.url ?? "/", "http://site.invalid")
      let urlPath: string
      try {
        urlPath = decodeURIComponent(url.pathname)
      } catch {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad address\n")
        return
      }
      const file = path.join(root, urlPath)
      if (urlPath.includes("\0") || (file !== root && !file.startsWith(root + path.sep))) return notFound(req, res, "/")
      const stat = statFile(file)
      if (stat?.isFile()) return sendFile(req, res, 200, file, stat, urlPath)
      if (stat?.isDirectory()) {
        const index = path.join(file, "index.html")
        const indexStat = statFile(index)
        if (indexStat?.isFile()) {
          // Relative, as nginx's absolute_redirect off: a proxy in front keeps its scheme, host and port.
          if (!url.pathname.endsWith("/")) {
            res.writeHead(301, { ...servedHeaders(urlPath, origins), Location: `${url.pathname}/${url.search}` }).end()
            return
          }
          return sendFile(req, res, 200, index, indexStat, urlPath)
        }
      }
      return notFound(req, res, urlPath)
    },
  }
}
