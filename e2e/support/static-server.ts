// A plain static host, like a bucket or CDN: serves files from public/, folders through index.html
// (redirecting to the trailing slash), and the nearest 404.html up the folders with status 404 for
// anything missing (as Cloudflare Pages does), so /ne/… gets the Nepali one. No rewrites.
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { CONTENT_TYPES } from "../../src/server/site/static-files"


function send(response: http.ServerResponse, status: number, file: string, method: string) {
  const body = fs.readFileSync(file)
  response.writeHead(status, {
    "Content-Type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
    "Content-Length": body.length,
  })
  response.end(method === "HEAD" ? undefined : body)
}

function nearestNotFoundPage(root: string, relative: string): string {
  let folder = path.dirname(path.join(root, relative.endsWith("/") ? `${relative}index.html` : relative))
  while (folder.startsWith(root) && folder !== root) {
    const candidate = path.join(folder, "404.html")
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
    folder = path.dirname(folder)
  }
  return path.join(root, "404.html")
}

export function createStaticServer(root: string): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const relative = decodeURIComponent(url.pathname)
    const file = path.join(root, relative)
    if (!file.startsWith(root)) {
      response.writeHead(400).end()
      return
    }
    const stat = fs.existsSync(file) ? fs.statSync(file) : null
    if (stat?.isFile()) return send(response, 200, file, request.method ?? "GET")
    if (stat?.isDirectory() && fs.existsSync(path.join(file, "index.html"))) {
      if (!relative.endsWith("/")) {
        response.writeHead(301, { Location: `${relative}/${url.search}` }).end()
        return
      }
      return send(response, 200, path.join(file, "index.html"), request.method ?? "GET")
    }
    send(response, 404, nearestNotFoundPage(root, relative), request.method ?? "GET")
  })
}

export async function startStaticServer(root: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createStaticServer(path.resolve(root))
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
