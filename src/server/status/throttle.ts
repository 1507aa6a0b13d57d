// Wrong tries at a family's status are slowed as the office's passwords are, and counted the same way,
// before each is checked (../attempts.ts). A reference can be guessed (CA-2083-0042 is the year's 42nd)
// and a child's date of birth is one day of the few thousand of the school's ages, so:
// - per reference, from every address together: five wrong dates of birth are free, then each next try
//   waits, 30 s after the fifth, doubling up to 15 minutes; about a hundred tries a day for a reference,
//   however many addresses they come from;
// - per address, dates of birth and keys alike: twenty free, then the same waits (one address trying
//   reference after reference, or keys).
// A reference's count holds up its own family too, for a while: they still have the private link, which
// counts per address only, and the office's telephone. A try at a reference nobody has is counted as
// one at a reference that exists, so the answer never tells them apart; a right answer is taken off
// the counts again.
import { countTry, forgiveTry, reserve } from "../attempts"
import type { Database } from "../database"

export const REFERENCE_FREE_FAILURES = 5
export const ADDRESS_FREE_FAILURES = 20

export interface StatusThrottle {
  /**
   * Counts a try from this address, for this reference when it names one (a key names none): null to go
   * ahead and look, else the seconds to wait.
   */
  attempt(reference: string | null, address: string, now?: number): Promise<number | null>
  /** The application was found: the try counted by `attempt` was no failure. */
  succeeded(reference: string | null, address: string): Promise<void>
}

const referenceKey = (reference: string) => `status-reference:${reference}`
const addressKey = (address: string) => `status-address:${address}`

export function statusThrottle(database: () => Promise<Database>): StatusThrottle {
  return {
    async attempt(reference, address, now = Date.now()) {
      return countTry(await database(), async (tx) => {
        // In one order (reference, address), so two tries never wait for each other's rows crosswise.
        if (reference !== null) await reserve(tx, referenceKey(reference), REFERENCE_FREE_FAILURES, now)
        await reserve(tx, addressKey(address), ADDRESS_FREE_FAILURES, now)
      })
    },
    async succeeded(reference, address) {
      const db = await database()
      await forgiveTry(db, reference === null ? [addressKey(address)] : [referenceKey(reference), addressKey(address)])
    },
  }
}
