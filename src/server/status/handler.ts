// POST /api/status, in the order a request is judged: method, content type, flood, size, JSON, the
// lookup's shape; then the try is counted (throttle.ts) before the application is looked for
// (lookup.ts), and taken off again when it is found. What it answers is StatusAnswer in
// src/lib/status/api.ts. The key travels in a body, never in an address, so no access log holds one;
// every "no" is the same 404, headers and body, whatever was wrong.
import type { IncomingMessage } from "http"
import { nepalDayOf } from "../../lib/nepal-time/day"
import type { StatusAnswer } from "../../lib/status/api"
import type { Database } from "../database"
import { floodGateFromEnv, floodWait, type FloodGate } from "../flood"
import { answer, clientAddress, isJsonRequest, logFailure, readJsonBody, type ApiResponse } from "../http"
import { findApplication, parseLookup } from "./lookup"
import { statusThrottle, type StatusThrottle } from "./throttle"

/** A lookup is a hundred bytes or so. */
export const STATUS_BODY_LIMIT = 2 * 1024

export interface StatusOptions {
  database: () => Promise<Database>
  flood?: FloodGate | null
  throttle?: StatusThrottle
  now?: () => Date
}

export function statusHandler({ database, flood, throttle = statusThrottle(database), now = () => new Date() }: StatusOptions) {
  const gate = flood === undefined ? floodGateFromEnv("status", database) : flood
  return async function status(req: IncomingMessage, res: ApiResponse): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, { error: "method" }, { Allow: "POST" })
    if (!isJsonRequest(req)) return answer(res, 415, { error: "content-type" })
    const wait = await floodWait(gate, req)
    if (wait === "unavailable") return answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    if (wait) return answer(res, 429, { error: "too-many" }, { "Retry-After": String(wait) })
    const read = await readJsonBody(req, STATUS_BODY_LIMIT)
    if (!read.ok) return answer(res, read.status, { error: read.error })
    const parsed = parseLookup(read.body, nepalDayOf(now()))
    if (!parsed.ok) return answer(res, 422, { error: "invalid", fields: parsed.fields })
    const { lookup } = parsed
    const reference = lookup.by === "dateOfBirth" ? lookup.reference : null
    const address = clientAddress(req)
    try {
      const refused = await throttle.attempt(reference, address, now().getTime())
      if (refused) return answer(res, 429, { error: "too-many" }, { "Retry-After": String(refused) })
      const view = await findApplication(await database(), lookup)
      if (!view) return answer(res, 404, { error: "not-found" })
      await throttle.succeeded(reference, address)
      answer(res, 200, view satisfies StatusAnswer)
    } catch (error) {
      logFailure("status", error)
      if (!res.headersSent) answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    }
  }
}
