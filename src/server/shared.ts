// The server process's one database: opened when the server starts (a PGlite folder another process
// holds is refused then, see data-folder-lock.ts), and again by the next request if the first opening
// failed (a PostgreSQL server still starting). What is past keeping (applications after the retention
// period with their status keys, expired office sessions, old flood windows and counts of wrong tries:
// the office's sign-ins and the families' status lookups) is deleted on opening and every six hours after.
import { deleteExpired } from "./applications"
import { deleteOldAttempts } from "./attempts"
import { openDatabase, type DatabaseSettings } from "./db"
import type { Database } from "./database"
import { deleteOldFloodWindows } from "./flood"
import { logFailure } from "./http"
import { deleteExpiredSessions } from "./office/sessions"

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

export interface SharedDatabase {
  /** The open database; opens it first when no opening has succeeded yet. */
  database(): Promise<Database>
  /** Waits for an opening under way, then closes the database. */
  close(): Promise<void>
}

export function sharedDatabase(settings: DatabaseSettings): SharedDatabase {
  let opening: Promise<Database> | null = null
  let timer: NodeJS.Timeout | null = null

  async function open(): Promise<Database> {
    const db = await openDatabase(settings)
    const purge = () =>
      Promise.all([deleteExpired(db), deleteExpiredSessions(db), deleteOldFloodWindows(db), deleteOldAttempts(db)]).catch((error: unknown) =>
        logFailure("database: deleting what is past keeping", error),
      )
    await purge()
    timer = setInterval(purge, PURGE_EVERY_MS).unref()
    return db
  }

  return {
    database() {
      opening ??= open().catch((error: unknown) => {
        opening = null
        throw error
      })
      return opening
    },
    async close() {
      if (timer) clearInterval(timer)
      const db = await opening?.catch(() => null)
      opening = null
      await db?.close()
    },
  }
}
