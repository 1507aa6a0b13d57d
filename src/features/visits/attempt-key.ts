// The Idempotency-Key of a booking attempt. Sending the same slot and answers again (after a dropped
// connection, a 503, a double click) is the same attempt and keeps its key, so the server answers it
// with the booking it may already have made instead of taking the places twice; a changed answer is a
// new attempt with a new key, which the server would otherwise refuse as a key reused (409).
import { newRequestKey } from "../../lib/request-key"

export interface AttemptKeys {
  keyFor(attempt: unknown): string
  /** After a booking: the next one is another attempt, whatever its answers. */
  reset(): void
}

export function attemptKeys(): AttemptKeys {
  let last: { attempt: string; key: string } | null = null
  return {
    keyFor(attempt) {
      const text = JSON.stringify(attempt)
      if (last?.attempt !== text) last = { attempt: text, key: newRequestKey() }
      return last.key
    },
    reset() {
      last = null
    },
  }
}
