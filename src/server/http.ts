// What the handlers of /api/ share about HTTP: the body read by hand within a size limit (so an
// oversized or broken body gets this site's JSON answer, and a parser's error message, which quotes
// the body, never reaches a log), the caller's address, answers.
import type { IncomingMessage, ServerResponse } from "http"

/** Node's response with the two helpers every handler answers with (added by apiResponse in api.ts). */
export interface ApiResponse extends ServerResponse {
  status(code: number): ApiResponse
  json(body: unknown): void
}

export type BodyResult =
  | { ok: true; body: unknown }
  | { ok: false; status: 400 | 413 | 415; error: "malformed" | "too-large" | "content-type" }

export function isJsonRequest(req: IncomingMessage): boolean {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase()
  return type === "application/json"
}

/** The JSON body, when it is JSON and at most `limit` bytes. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!isJsonRequest(req)) return { ok: false, status: 415, error: "content-type" }
  const declared = Number(req.headers["content-length"] ?? 0)
  if (declared > limit) return { ok: false, status: 413, error: "too-large" }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return { ok: false, status: 413, error: "too-large" }
    chunks.push(chunk)
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown }
  } catch {
    return { ok: false, status: 400, error: "malformed" }
  }
}

function isLoopback(address: string): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1"
}

/**
 * The caller's address. Behind nginx on the same machine every request comes from loopback, so there
 * the address nginx saw (X-Real-IP, set by the README's block) counts; nobody else may claim one.
 */
export function clientAddress(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? "unknown"
  const forwarded = req.headers["x-real-ip"]
  return isLoopback(socket) && typeof forwarded === "string" && forwarded !== "" ? forwarded : socket
}

/**
 * The origin a request was made to: the scheme nginx was reached by (X-Forwarded-Proto, believed from
 * loopback only, as X-Real-IP is), else https over TLS and http otherwise; and the Host it named.
 */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-proto"]
  const claimed = typeof forwarded === "string" ? forwarded.split(",")[0]!.trim().toLowerCase() : ""
  const trusted = isLoopback(req.socket.remoteAddress ?? "") && (claimed === "http" || claimed === "https")
  const scheme = trusted ? claimed : (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http"
  const host = req.headers.host ?? ""
  try {
    // Through URL, so a port that is the scheme's default reads as an Origin names it: not at all.
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return `${scheme}://${host}`
  }
}

/** Whether a request comes with a body at all (a GET has none, and keeps its connection). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0
}

export function answer(res: ApiResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader("Cache-Control", "no-store")
  // A body the function did not read, or not all of (a wrong type, a flood, no key, over the limit),
  // must neither be read to its end by Node to keep the connection nor be taken for the next request
  // on it: the connection closes. A body that has all arrived is in Node's hands and harms nothing.
  if (status === 413 || (res.req && hasBody(res.req) && !res.req.complete)) res.setHeader("Connection", "close")
  res.status(status).json(body)
}

/** A failure told to the log by its kind only: an error may quote a parent's answer. */
export function logFailure(where: string, error: unknown): void {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "no code"
  const name = error instanceof Error ? error.name : typeof error
  console.error(`${where}: ${name} (${code})`)
}
