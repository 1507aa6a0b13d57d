// The school's own server: one long-lived process, every handler loaded once. It answers /api/ and,
// unless told to leave the files to nginx (`site: null`), serves the built site from public/. One line
// of log per request: method, path (never the query, which may hold a family's name), status and time.
import http, { type IncomingMessage, type ServerResponse } from "http"
import type { AddressInfo } from "net"
import { apiHandler } from "./api"
import type { StaticSite } from "./site/static-files"
import type { SharedDatabase } from "./shared"
import type { ClosedSpan } from "../lib/visits/slots"

export interface ServerOptions {
  shared: SharedDatabase
  holidays: readonly ClosedSpan[]
  /** The built site, or null where nginx serves the files and sends only /api/ here. */
  site: StaticSite | null
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}

export interface RunningServer {
  url: string
  server: http.Server
  /** Stops accepting, lets what is in flight finish (at most `graceMs`), then closes the database. */
  close(graceMs?: number): Promise<void>
}

/** Time for a request in flight to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000

function logLine(req: IncomingMessage, res: ServerResponse, started: bigint): string {
  const path = (req.url ?? "/").split("?")[0]
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  return `${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`
}

/** Set once the server is stopping: every answer then closes its connection, so no client sends another on it. */
const stopping = new WeakSet<http.Server>()

export function createSiteServer({ shared, holidays, site, env = process.env, log = console.log }: ServerOptions): http.Server {
  const api = apiHandler({ database: shared.database, holidays, env })
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint()
    if (stopping.has(server)) res.setHeader("Connection", "close")
    res.once("finish", () => log(logLine(req, res, started)))
    const pathname = (req.url ?? "/").split("?")[0] ?? "/"
    const work = pathname === "/api" || pathname.startsWith("/api/") ? api(req, res) : site ? site.serve(req, res) : notHere(res)
    work.catch((error: unknown) => {
      // A file that went away while it was sent, or a visitor who left: nothing of theirs to log.
      console.error(`server: ${error instanceof Error ? error.name : typeof error} while answering ${req.method} ${pathname}`)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Server error\n")
      else res.destroy()
    })
  })
  // Longer than nginx's keep-alive to the upstream, so nginx never sends on a connection just closed here.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.requestTimeout = 60_000
  return server
}

function notHere(res: ServerResponse): Promise<void> {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found\n")
  return Promise.resolve()
}

export async function startSiteServer(options: ServerOptions & { port: number; host: string }): Promise<RunningServer> {
  const server = createSiteServer(options)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(":") ? `[${options.host}]` : options.host
  let closing: Promise<void> | null = null
  return {
    url: `http://${host}:${port}`,
    server,
    close(graceMs = SHUTDOWN_GRACE_MS) {
      closing ??= (async () => {
        stopping.add(server)
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        // Idle keep-alive connections would hold close() open; busy ones end after their answer.
        server.closeIdleConnections()
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))
        await Promise.race([closed, late])
        clearTimeout(timer)
        server.closeAllConnections()
        await options.shared.close()
      })()
      return closing
    },
  }
}
