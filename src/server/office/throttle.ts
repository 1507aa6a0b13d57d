// Wrong office passwords are slowed, never allowed to lock the office out (OWASP's Authentication
// Cheat Sheet, "Account lockout"; lockout by name alone is a denial of service anyone can cause):
// - per name *from one address*: five tries are free, then each next try waits, 30 s after the fifth,
//   doubling with every further wrong one up to 15 minutes. So one address guesses at most about a hundred
//   passwords a day, and a ten-character password (MIN_PASSWORD_LENGTH) holds for far longer than years;
// - per address, whatever the name: twenty free, then the same waits (one address spraying many names);
// - per name, from everywhere: past fifty wrong tries within the hour the name is under attack, and
//   each address gets one free try for it instead of five.
// A right password from an address with no recent failures therefore always signs in. A try is counted
// *before* the password is checked, in one transaction, so a burst of parallel tries gets no more than the
// allowance; a right one is then taken off the counts again. The counts live in the database
// (sign_in_attempts): a restart keeps them, and every server process shares them.
import type { Database, Queryable } from "../database"

export const FREE_FAILURES = 5
export const FREE_FAILURES_UNDER_ATTACK = 1
export const ADDRESS_FREE_FAILURES = 20
export const NAME_UNDER_ATTACK = 50
export const FIRST_WAIT_MS = 30 * 1000
export const LONGEST_WAIT_MS = 15 * 60 * 1000
/** A count whose last try is older than this is forgotten. */
export const FORGET_MS = 60 * 60 * 1000

export interface SignInThrottle {
  /** Counts a try for this name from this address: null to go ahead and check the password, else the seconds to wait. */
  attempt(name: string, address: string, now?: number): Promise<number | null>
  /** The password was right: the try counted by `attempt` was no failure. */
  succeeded(name: string, address: string): Promise<void>
}

/** How long after the last of `failures` wrong tries the next may come, when `free` are free. */
export function waitAfter(failures: number, free: number = FREE_FAILURES): number {
  if (failures < free) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - free), LONGEST_WAIT_MS)
}

const pairKey = (name: string, address: string) => `pair:${name} ${address}`
const nameKey = (name: string) => `name:${name}`
const addressKey = (address: string) => `address:${address}`

/** The name's own count only measures an attack; it never refuses by itself. */
const NEVER_REFUSED = 2_147_483_647

class Refused {
  constructor(readonly seconds: number) {}
}

/**
 * Counts one more try under `key` unless it must wait: one statement, so two tries at once are counted
 * one after the other on the row's lock. Throws Refused (with the wait) when it must.
 */
async function reserve(tx: Queryable, key: string, free: number, now: number): Promise<void> {
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

async function recentFailures(tx: Queryable, key: string, now: number): Promise<number> {
  const [row] = await tx.query<{ failures: number }>("SELECT failures FROM sign_in_attempts WHERE key = $1 AND last_at > $2::bigint", [key, now - FORGET_MS])
  return Number(row?.failures ?? 0)
}

export function signInThrottle(database: () => Promise<Database>): SignInThrottle {
  return {
    async attempt(name, address, now = Date.now()) {
      const db = await database()
      try {
        await db.transaction(async (tx) => {
          const underAttack = (await recentFailures(tx, nameKey(name), now)) >= NAME_UNDER_ATTACK
          // In one order (pair, address, name), so two tries never wait for each other's rows crosswise.
          await reserve(tx, pairKey(name, address), underAttack ? FREE_FAILURES_UNDER_ATTACK : FREE_FAILURES, now)
          await reserve(tx, addressKey(address), ADDRESS_FREE_FAILURES, now)
          await reserve(tx, nameKey(name), NEVER_REFUSED, now)
        })
        return null
      } catch (error) {
        if (error instanceof Refused) return error.seconds
        throw error
      }
    },
    async succeeded(name, address) {
      const db = await database()
      await db.transaction(async (tx) => {
        await tx.query("DELETE FROM sign_in_attempts WHERE key = $1", [pairKey(name, address)])
        await tx.query("UPDATE sign_in_attempts SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])", [[addressKey(address), nameKey(name)]])
      })
    },
  }
}

/** Forgets the counts nobody added to for a day (run with the other purges). */
export async function deleteOldSignInAttempts(db: Queryable, now = Date.now()): Promise<void> {
  await db.query("DELETE FROM sign_in_attempts WHERE last_at < $1::bigint", [now - 24 * 60 * 60 * 1000])
}
