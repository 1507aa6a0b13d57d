// The server process's one database, opened and migrated on the first request that needs it; the
// applications past the retention period, and the office's expired sessions, are deleted then and
// every six hours after.
import { deleteExpired } from "./applications"
import { openDatabase, type Database } from "./db"
import { deleteExpiredSessions } from "./office/sessions"
import { processWide } from "./process-wide"

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

async function open(): Promise<Database> {
  const db = await openDatabase()
  const purge = () =>
    Promise.all([deleteExpired(db), deleteExpiredSessions(db)]).catch(() => console.error("applications: deleting expired ones failed"))
  await purge()
  setInterval(purge, PURGE_EVERY_MS).unref()
  return db
}

// One per process, whichever function (and whichever fresh load of it) asks: two PGlite instances on
// one folder would each write it as if alone.
const holder = processWide("database", () => ({ shared: null as Promise<Database> | null }))

export function sharedDatabase(): Promise<Database> {
  holder.shared ??= open().catch((error: unknown) => {
    holder.shared = null // a failed start is tried again by the next request
    throw error
  })
  return holder.shared
}
