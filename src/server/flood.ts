// A flood from one address is answered 429 with Retry-After: a fixed window per address, counted in
// the database (flood_windows), so a restart does not reset it and every server process on one
// PostgreSQL server counts against the same window.
import type { IncomingMessage } from "http"
import type { Queryable } from "./database"
import { clientAddress, logFailure } from "./http"

export interface FloodLimit {
  /** Requests one address may make per window. */
  max: number
  windowMs: number
}

export interface FloodGate {
  /** null when the request may go on, else the seconds until the address may try again. */
  check(address: string, now?: number): Promise<number | null>
}

/**
 * The gate named `name` (applications and visits count apart). One statement counts the request and
 * reads the window it fell in, so requests arriving together are each counted once.
 */
export function floodGate(name: string, { max, windowMs }: FloodLimit, database: () => Promise<Queryable>): FloodGate {
  return {
    async check(address, now = Date.now()) {
      const db = await database()
      const [window] = await db.query<{ window_start: string; count: number }>(
        `INSERT INTO flood_windows AS w (key, window_start, count) VALUES ($1, $2::bigint, 1)
         ON CONFLICT (key) DO UPDATE SET
           window_start = CASE WHEN w.window_start <= $2::bigint - $3::bigint THEN $2::bigint ELSE w.window_start END,
           count = CASE WHEN w.window_start <= $2::bigint - $3::bigint THEN 1 ELSE w.count + 1 END
         RETURNING window_start, count`,
        [`${name}:${address}`, now, windowMs],
      )
      if (!window || window.count <= max) return null
      return Math.max(1, Math.ceil((Number(window.window_start) + windowMs - now) / 1000))
    },
  }
}

/** Forgets the windows that ended a day ago or more (run with the other purges), so a scan of many addresses cannot fill the table. */
export async function deleteOldFloodWindows(db: Queryable, now = Date.now()): Promise<void> {
  await db.query("DELETE FROM flood_windows WHERE window_start < $1", [now - 24 * 60 * 60 * 1000])
}

/** The gate's answer for this request's address; "unavailable" when the database cannot count it. */
export async function floodWait(gate: FloodGate | null, req: IncomingMessage): Promise<number | null | "unavailable"> {
  if (!gate) return null
  try {
    return await gate.check(clientAddress(req))
  } catch (error) {
    logFailure("flood", error)
    return "unavailable"
  }
}

/** The gate CREST_APPLY_LIMIT sets, or none when it is "off". */
export function floodGateFromEnv(name: string, database: () => Promise<Queryable>, env: NodeJS.ProcessEnv = process.env): FloodGate | null {
  const limit = floodLimitFromEnv(env)
  return limit ? floodGate(name, limit, database) : null
}

/** CREST_APPLY_LIMIT="30/600": 30 requests per address per 600 s (the default); "off" for benchmarks. */
export function floodLimitFromEnv(env: NodeJS.ProcessEnv = process.env): FloodLimit | null {
  const setting = env.CREST_APPLY_LIMIT ?? "30/600"
  if (setting === "off") return null
  const match = /^(\d+)\/(\d+)$/.exec(setting)
  if (!match) throw new Error(`CREST_APPLY_LIMIT must look like 30/600 (requests/seconds) or be "off", not "${setting}"`)
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}
