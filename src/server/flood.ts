// A flood from one address is answered 429 with Retry-After: a fixed window per address, in memory
// (one server process; a restart forgets, which only errs on the side of letting parents through).
import { runtimeEnv } from "./env"

export interface FloodLimit {
  /** Requests one address may make per window. */
  max: number
  windowMs: number
}

export interface FloodGate {
  /** null when the request may go on, else the seconds until the address may try again. */
  check(address: string, now?: number): number | null
}

export function floodGate({ max, windowMs }: FloodLimit): FloodGate {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    check(address, now = Date.now()) {
      // Old windows go once the map grows, so a scan of many addresses cannot fill the memory.
      if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key)
      const current = windows.get(address)
      if (!current || now - current.start >= windowMs) {
        windows.set(address, { start: now, count: 1 })
        return null
      }
      current.count += 1
      if (current.count <= max) return null
      return Math.max(1, Math.ceil((current.start + windowMs - now) / 1000))
    },
  }
}

/** CREST_APPLY_LIMIT="30/600": 30 requests per address per 600 s (the default); "off" for benchmarks. */
export function floodLimitFromEnv(env: NodeJS.ProcessEnv = runtimeEnv()): FloodLimit | null {
  const setting = env.CREST_APPLY_LIMIT ?? "30/600"
  if (setting === "off") return null
  const match = /^(\d+)\/(\d+)$/.exec(setting)
  if (!match) throw new Error(`CREST_APPLY_LIMIT must look like 30/600 (requests/seconds) or be "off", not "${setting}"`)
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}
