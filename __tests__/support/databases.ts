// One fixture, two databases: a suite written once runs against embedded PGlite (a temp folder) and
// a real PostgreSQL server (Debian's, started for the file by scripts/postgres.ts), each migrated and
// emptied before every test.
import { openDatabase } from "../../src/server/db"
import type { Database } from "../../src/server/database"
import { startPostgres, type PostgresServer } from "../../scripts/postgres"
import { makeTempDir } from "./temp-dir"

export const DATABASE_KINDS = ["pglite", "postgres"] as const
export type DatabaseKind = (typeof DATABASE_KINDS)[number]

const TABLES = "applications, reference_counters, application_events, office_sessions, office_accounts, visit_events, visit_bookings, visit_slots, visit_reference_counters, flood_windows, sign_in_attempts, visit_cancel_tokens, status_keys"

/** Runs `suite` once per database (or on those named); `db()` is that database inside the tests. */
export function describeEachDatabase(
  title: string,
  suite: (db: () => Database, kind: DatabaseKind) => void,
  kinds: readonly DatabaseKind[] = DATABASE_KINDS,
): void {
  describe.each([...kinds])(`${title} (%s)`, (kind) => {
    let server: PostgresServer | null = null
    let database: Database | null = null
    beforeAll(async () => {
      if (kind === "postgres") server = await startPostgres()
      database = await openDatabase(server ? { url: server.url } : { dataDir: makeTempDir("crest-pglite-") })
    }, 60_000)
    beforeEach(async () => {
      await database!.exec(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE`)
    })
    afterAll(async () => {
      await database?.close()
      await server?.stop()
    }, 30_000)
    suite(() => database!, kind)
  })
}
