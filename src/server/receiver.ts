// POST /api/applications, in the order a request is judged: method, content type, flood, key, size,
// JSON, honeypot, the form's rules; then one call to store it, answered with the reference and the key
// of the family's private status link (ReceivedAnswer, src/lib/status/api.ts).
import type { IncomingMessage } from "http"
import type { ReceivedAnswer } from "../lib/status/api"
import { isIdempotencyKey, parseApplication, receiveApplication, type ApplicationInput } from "./applications"
import type { Database } from "./database"
import { floodGateFromEnv, floodWait, type FloodGate } from "./flood"
import { answer, isJsonRequest, logFailure, readJsonBody, type ApiResponse } from "./http"

/** Far above a full application (a few KB), far below what could tire the server. */
export const BODY_LIMIT = 32 * 1024

/** The field a person never sees and a simple bot fills in. */
export const HONEYPOT_FIELD = "website"

export interface ReceiverOptions {
  database: () => Promise<Database>
  flood?: FloodGate | null
  now?: () => Date
  /**
   * Called once an application is stored for the first time and answered (the mail goes from here, with
   * the private link on the site the request came to).
   */
  onReceived?: (receipt: ReceivedAnswer, input: ApplicationInput, req: IncomingMessage) => Promise<void>
}

export function applicationsReceiver({ database, flood, now = () => new Date(), onReceived }: ReceiverOptions) {
  const gate = flood === undefined ? floodGateFromEnv("applications", database) : flood
  return async function receive(req: IncomingMessage, res: ApiResponse): Promise<void> {
    if (req.method !== "POST") return answer(res, 405, { error: "method" }, { Allow: "POST" })
    if (!isJsonRequest(req)) return answer(res, 415, { error: "content-type" })
    const wait = await floodWait(gate, req)
    if (wait === "unavailable") return answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    if (wait) return answer(res, 429, { error: "too-many" }, { "Retry-After": String(wait) })
    const key = req.headers["idempotency-key"]
    if (!isIdempotencyKey(key)) return answer(res, 400, { error: "idempotency-key" })
    const read = await readJsonBody(req, BODY_LIMIT)
    if (!read.ok) return answer(res, read.status, { error: read.error })
    const body = read.body as Record<string, unknown> | null
    // A bot is told it worked, and nothing is stored.
    if (body && typeof body === "object" && typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
      return answer(res, 202, { accepted: true })
    }
    const parsed = parseApplication(body, now())
    if (!parsed.ok) return answer(res, 422, { error: "invalid", fields: parsed.errors })
    try {
      const db = await database()
      const received = await receiveApplication(db, key, parsed.input, now())
      if (received.reused) return answer(res, 409, { error: "key-reused" })
      const receipt: ReceivedAnswer = { reference: received.reference, statusKey: received.statusKey }
      answer(res, received.created ? 201 : 200, receipt)
      // After the answer: the parent does not wait for a mail server, and a mail that fails loses nothing.
      if (received.created && onReceived) await onReceived(receipt, parsed.input, req).catch((error: unknown) => logFailure("applications: mail", error))
    } catch (error) {
      logFailure("applications: storing", error)
      if (!res.headersSent) answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    }
  }
}
