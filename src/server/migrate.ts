// Applies the numbered migrations (migrations/) that the database has not seen yet, each in its own
// transaction, and records them in schema_migrations: a second start finds nothing to do.
import type { Database } from "./database"
import { MIGRATIONS } from "./migrations"

// Two servers starting at once (PostgreSQL) take turns: the second finds the work done.
const LOCK_ID = 220_2083

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  return db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_ID])
    const done = new Set((await tx.query<{ id: string }>("SELECT id FROM schema_migrations")).map((row) => row.id))
    const applied: string[] = []
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id])
      applied.push(migration.id)
    }
    return applied
  })
}
