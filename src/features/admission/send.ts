// Sends the answers to the form service as a JSON POST. Any failure (no connection, no answer in
// time, an error status) comes back as a reason the form can explain; nothing throws.
export type SendFailure = "offline" | "network" | "timeout" | "status"

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; status?: number }

const SEND_TIMEOUT_MS = 30_000

declare global {
  interface Window {
    /** Set by browser tests (before the page loads) to send to their own recording server. */
    __CREST_FORM_ENDPOINT__?: string
  }
}

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

export async function sendApplication(
  endpoint: string,
  payload: Record<string, string>,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    })
    return response.ok ? { ok: true } : { ok: false, reason: "status", status: response.status }
  } catch {
    if (controller.signal.aborted) return { ok: false, reason: "timeout" }
    return { ok: false, reason: typeof navigator !== "undefined" && navigator.onLine === false ? "offline" : "network" }
  } finally {
    clearTimeout(timer)
  }
}
