// Wrong tries, counted where the data lives (sign_in_attempts: a row per key, its failures and the time
// of the last), for whatever a guess could open: the office's passwords (office/throttle.ts) and a
// family's status (status/throttle.ts), each under keys of its own prefix. A try is counted *before* it
// is checked, in one transaction, so a burst of parallel tries gets no more than the allowance; a right
// one is taken off the counts again afterwards. A restart keeps the counts, and every server process
// shares them.
import type { Database, Queryable } from "./database"

export const FIRST_WAIT_MS = 30 * 1000
export const LONGEST_WAIT_MS = 15 * 60 * 1000
/** A count whose last try is older than this is forgotten. */
export const FORGET_MS = 60 * 60 * 1000

/** How long after the last of `failures` wrong tries the next may come, when `free` are free: 30 s doubling, up to 15 minutes. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - free), LONGEST_WAIT_MS)
}

class Refused {
  constructor(readonly seconds: number) {}
}

/**
 * Counts one more try under `key` unless it must wait: one statement, so two tries at once are counted
 * one after the other on the row's lock. Throws (with the wait) when it must, which ends the
 * transaction of `countTry` with nothing counted.
 */
export async function reserve(tx: Queryable, key: string, free: number, now: number): Promise<void> {
  const counted = await tx.query(
    `INSERT INTO sign_in_attempts AS a (key, failures, last_at) VALUES ($1, 1, $2::bigint)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN a.last_at <= $2::bigint - $3::bigint THEN 1 ELSE a.failures + 1 END,
       last_at = $2::bigint
     WHERE a.last_at <= $2::bigint - $3::bigint OR a.failures < $4::int
        OR a.last_at + LEAST($5::bigint * power(2, LEAST(a.failures - $4::int, 8)), $6::bigint) <= $2::bigint
     RETURNING failures`,
    [key, now, FORGET_MS, free, FIRST_WAIT_MS, LONGEST_WAIT_MS],
  )
  if (counted.length > 0) return
  const [row] = await tx.query<{ failures: number; last_at: string }>("SELECT failures, last_at FROM sign_in_attempts WHERE key = $1", [key])
  const until = Number(row?.last_at ?? now) + waitAfter(Number(row?.failures ?? 0), free)
  throw new Refused(Math.max(1, Math.ceil((until - now) / 1000)))
}

/**
 * Runs `count` (its calls of `reserve`, always in one order, so two tries never wait for each other's
 * rows crosswise) in one transaction: null when every count let the try through, else the seconds to wait.
 */
export async function countTry(db: Database, count: (tx: Queryable) => Promise<void>): Promise<number | null> {
  try {
    await db.transaction(count)
    return null
  } catch (error) {
    if (error instanceof Refused) return error.seconds
    throw error
  }
}

/** The wrong tries counted under `key` within the last FORGET_MS. */
export async function recentFailures(tx: Queryable, key: string, now: number): Promise<number> {
  const [row] = await tx.query<{ failures: number }>("SELECT failures FROM sign_in_attempts WHERE key = $1 AND last_at > $2::bigint", [key, now - FORGET_MS])
  return Number(row?.failures ?? 0)
}

/** The try counted under each of `keys` was right after all: one failure fewer on each. */
export async function forgiveTry(tx: Queryable, keys: readonly string[]): Promise<void> {
  await tx.query("UPDATE sign_in_attempts SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])", [[...keys]])
}

/** Forgets the counts nobody added to for a day (run with the other purges). */
export async function deleteOldAttempts(db: Queryable, now = Date.now()): Promise<void> {
  await db.query("DELETE FROM sign_in_attempts WHERE last_at < $1::bigint", [now - 24 * 60 * 60 * 1000])
}
