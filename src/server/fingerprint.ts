// What an Idempotency-Key is stored with, so that a repeat can be told from a reuse: the SHA-256 of
// the request's values as JSON with every object's keys in order, so the same answers sent in another
// order (a browser's, a library's) are the same request, and any change of an answer is another.
import { createHash } from "node:crypto"

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== "object" || value === null) return value
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => [key, canonical(item)]))
}

export function requestFingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(canonical(value))).digest("hex")
}

/**
 * A key stored before fingerprints were kept has none (''): its repeat is taken as the same request,
 * as it was before, rather than refused.
 */
export function sameRequest(stored: string, fingerprint: string): boolean {
  return stored === "" || stored === fingerprint
}
