// Wrong passwords are throttled per account name and per address: five may be wrong at once, then
// each next try waits, 30 s after the fifth, doubling with every further wrong one up to 15 minutes.
// A right password clears the name's count. In memory (one server process): a restart forgets.
export const FREE_FAILURES = 5
export const FIRST_WAIT_MS = 30 * 1000
export const LONGEST_WAIT_MS = 15 * 60 * 1000
/** A count older than this is forgotten. */
const FORGET_MS = 60 * 60 * 1000

export interface SignInThrottle {
  /** Seconds to wait before another try for this name from this address, or null to go ahead. */
  wait(name: string, address: string, now?: number): number | null
  failed(name: string, address: string, now?: number): void
  succeeded(name: string): void
}

export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS)
}

export function signInThrottle(): SignInThrottle {
  const counts = new Map<string, { failures: number; last: number }>()
  const keys = (name: string, address: string) => [`name:${name}`, `address:${address}`]
  return {
    wait(name, address, now = Date.now()) {
      let until = 0
      for (const key of keys(name, address)) {
        const count = counts.get(key)
        if (!count) continue
        if (now - count.last > FORGET_MS) counts.delete(key)
        else until = Math.max(until, count.last + waitAfter(count.failures))
      }
      return until > now ? Math.ceil((until - now) / 1000) : null
    },
    failed(name, address, now = Date.now()) {
      if (counts.size > 10_000) for (const [key, count] of counts) if (now - count.last > FORGET_MS) counts.delete(key)
      for (const key of keys(name, address)) {
        const count = counts.get(key)
        counts.set(key, { failures: (count && now - count.last <= FORGET_MS ? count.failures : 0) + 1, last: now })
      }
    },
    succeeded(name) {
      counts.delete(`name:${name}`)
    },
  }
}
