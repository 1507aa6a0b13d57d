// Wrong office passwords are slowed, never allowed to lock the office out (OWASP's Authentication
// Cheat Sheet, "Account lockout"; lockout by name alone is a denial of service anyone can cause):
// - per name *from one address*: five tries are free, then each next try waits, 30 s after the fifth,
//   doubling with every further wrong one up to 15 minutes. So one address guesses at most about a hundred
//   passwords a day, and a ten-character password (MIN_PASSWORD_LENGTH) holds for far longer than years;
// - per address, whatever the name: twenty free, then the same waits (one address spraying many names);
// - per name, from everywhere: past fifty wrong tries within the hour the name is under attack, and
//   each address gets one free try for it instead of five.
// A right password from an address with no recent failures therefore always signs in. The counting
// itself, before the password is checked and in the database, is ../attempts.ts.
import type { Database } from "../database"
import { countTry, forgiveTry, recentFailures, reserve } from "../attempts"

export const FREE_FAILURES = 5
export const FREE_FAILURES_UNDER_ATTACK = 1
export const ADDRESS_FREE_FAILURES = 20
export const NAME_UNDER_ATTACK = 50

export interface SignInThrottle {
  /** Counts a try for this name from this address: null to go ahead and check the password, else the seconds to wait. */
  attempt(name: string, address: string, now?: number): Promise<number | null>
  /** The password was right: the try counted by `attempt` was no failure. */
  succeeded(name: string, address: string): Promise<void>
}

const pairKey = (name: string, address: string) => `pair:${name} ${address}`
const nameKey = (name: string) => `name:${name}`
const addressKey = (address: string) => `address:${address}`

/** The name's own count only measures an attack; it never refuses by itself. */
const NEVER_REFUSED = 2_147_483_647

export function signInThrottle(database: () => Promise<Database>): SignInThrottle {
  return {
    async attempt(name, address, now = Date.now()) {
      return countTry(await database(), async (tx) => {
        const underAttack = (await recentFailures(tx, nameKey(name), now)) >= NAME_UNDER_ATTACK
        // In one order (pair, address, name), so two tries never wait for each other's rows crosswise.
        await reserve(tx, pairKey(name, address), underAttack ? FREE_FAILURES_UNDER_ATTACK : FREE_FAILURES, now)
        await reserve(tx, addressKey(address), ADDRESS_FREE_FAILURES, now)
        await reserve(tx, nameKey(name), NEVER_REFUSED, now)
      })
    },
    async succeeded(name, address) {
      const db = await database()
      await db.transaction(async (tx) => {
        await tx.query("DELETE FROM sign_in_attempts WHERE key = $1", [pairKey(name, address)])
        await forgiveTry(tx, [addressKey(address), nameKey(name)])
      })
    },
  }
}
