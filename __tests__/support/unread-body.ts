// A request that declares a large body and sends only its first bytes: the answer must come without
// the server waiting for (or reading) the rest, and must close the connection, whose unread bytes would
// otherwise be taken for the next request.
import http from "node:http"

export interface EarlyAnswer {
  status: number
  connection: string | undefined
  body: string
}

export function postWithUnsentBody(url: string, headers: Record<string, string>, declaredBytes = 60 * 1024 * 1024, method = "POST"): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, "Content-Length": String(declaredBytes) }, agent: false }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body })
        request.destroy()
      })
    })
    request.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close its side once it has answered; the answer is what counts.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error)
    })
    request.write("-".repeat(1024))
  })
}
