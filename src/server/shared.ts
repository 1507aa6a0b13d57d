// The server process's one database, opened and migrated on the first request that needs it; the
// applications past the retention period are deleted then and every six hours after.
import { deleteExpired } from "./applications"
import { openDatabase, type Database } from "./db"

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

let shared: Promise<Database> | null = null

async function open(): Promise<Database> {
  const db = await openDatabase()
  const purge = () => deleteExpired(db).catch(() => console.error("applications: deleting expired ones failed"))
  await purge()
  setInterval(purge, PURGE_EVERY_MS).unref()
  return db
}

export function sharedDatabase(): Promise<Database> {
  shared ??= open().catch((error: unknown) => {
    shared = null // a failed start is tried again by the next request
    throw error
  })
  return shared
}
