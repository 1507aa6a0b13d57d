// Sends the answers as a JSON POST: to this site's own receiver (/api/applications, with the draft's
// Idempotency-Key, answered with a reference and the private link's key) or to a form service. Any failure (no connection, no
// answer in time, an error status, no receiver on this host) comes back as a reason the form can
// explain; nothing throws.
import { isOwnReceiver } from "../../lib/admission/receiver"
import type { AdmissionErrors } from "../../lib/validation/admission"

export type SendFailure = "offline" | "network" | "timeout" | "status" | "invalid" | "unavailable"

export type SendResult =
  | { ok: true; receipt: Receipt | null }
  | { ok: false; reason: SendFailure; status?: number; fields?: AdmissionErrors }

const SEND_TIMEOUT_MS = 30_000

declare global {
  interface Window {
    /** Set by browser tests (before the page loads) to send to their own recording server. */
    __CREST_FORM_ENDPOINT__?: string
  }
}

export { isOwnReceiver } from "../../lib/admission/receiver"

/**
 * The endpoint to use: the configured one, unless a script that ran before the page set
 * window.__CREST_FORM_ENDPOINT__. No address or query string can set it, so it is safe in production.
 */
export function resolveEndpoint(configured: string | null): string | null {
  if (typeof window !== "undefined" && typeof window.__CREST_FORM_ENDPOINT__ === "string") {
    return window.__CREST_FORM_ENDPOINT__
  }
  return configured
}

export interface Outgoing {
  body: unknown
  /** The draft's key: the receiver stores one application per key. */
  idempotencyKey?: string
}

/** What this site's receiver answers (a form service gives neither). */
export interface Receipt {
  reference: string
  /** The key of the application's private link to its status page; null from a receiver that gives none. */
  statusKey: string | null
}

async function receiptOf(response: Response): Promise<Receipt | null> {
  try {
    const body = (await response.json()) as { reference?: unknown; statusKey?: unknown }
    if (typeof body.reference !== "string") return null
    return { reference: body.reference, statusKey: typeof body.statusKey === "string" ? body.statusKey : null }
  } catch {
    return null
  }
}

async function fieldsOf(response: Response): Promise<AdmissionErrors | undefined> {
  try {
    const body = (await response.json()) as { fields?: AdmissionErrors }
    return body.fields
  } catch {
    return undefined
  }
}

export async function sendApplication(endpoint: string, outgoing: Outgoing, timeoutMs: number = SEND_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const own = isOwnReceiver(endpoint)
  try {
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" }
    if (outgoing.idempotencyKey) headers["Idempotency-Key"] = outgoing.idempotencyKey
    const response = await fetch(endpoint, { method: "POST", headers, body: JSON.stringify(outgoing.body), signal: controller.signal })
    if (response.ok) return { ok: true, receipt: own ? await receiptOf(response) : null }
    // A static host has no /api/: it answers "not found" (or "not allowed" for a POST), and the form
    // offers email, as it does where no endpoint is set.
    if (own && (response.status === 404 || response.status === 405 || response.status === 501)) return { ok: false, reason: "unavailable" }
    if (own && response.status === 422) return { ok: false, reason: "invalid", status: 422, fields: await fieldsOf(response) }
    return { ok: false, reason: "status", status: response.status }
  } catch {
    if (controller.signal.aborted) return { ok: false, reason: "timeout" }
    return { ok: false, reason: typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "network" }
  } finally {
    clearTimeout(timer)
  }
}
