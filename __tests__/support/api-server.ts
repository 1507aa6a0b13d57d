// Serves one handler of /api/ on loopback with plain Node, with the two response helpers the server
// adds (status, json): the request reaches the handler as the school's server hands it over, body unread.
import http, { type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { apiResponse } from "../../src/server/api"
import type { ApiResponse } from "../../src/server/http"

type Handler = (req: IncomingMessage, res: ApiResponse) => Promise<void> | void

export interface ApiServer {
  url: string
  close(): Promise<void>
}

export async function serveFunction(handler: Handler): Promise<ApiServer> {
  const server = http.createServer((req, res) => {
    const api = apiResponse(res)
    Promise.resolve(handler(req, api)).catch(() => {
      api.statusCode = 500
      api.end()
    })
  })
  // fetch keeps connections open between requests; a test that works the database for longer than
  // Node's 5 s would otherwise meet a connection the server has just closed (ECONNRESET).
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
