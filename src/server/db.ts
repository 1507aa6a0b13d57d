// One small door to the database: parameterised SQL, and transactions, the same whether the rows live
// in embedded PGlite (a folder on this machine, the default) or on a PostgreSQL server (DATABASE_URL).
import fs from "fs"
import path from "path"
import { PGlite } from "@electric-sql/pglite"
import pg, { type Pool } from "pg"
import type { Database, Queryable, Row } from "./database"
import { migrate } from "./migrate"
import { lockDataFolder } from "./data-folder-lock"
import { logFailure } from "./http"

export interface DatabaseSettings {
  /** A postgres:// address; without it, PGlite in `dataDir`. */
  url?: string
  /** PGlite's folder; default .data/applications under the working folder (outside public/). */
  dataDir?: string
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    url: env.DATABASE_URL || undefined,
    dataDir: env.CREST_DATA_DIR ? path.join(env.CREST_DATA_DIR, "applications") : undefined,
  }
}

export const DEFAULT_DATA_DIR = path.join(".data", "applications")

/** The SQLSTATE of a unique constraint broken by an insert. */
export const UNIQUE_VIOLATION = "23505"

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === UNIQUE_VIOLATION
}

async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true })
  const lock = lockDataFolder(dataDir)
  let db: PGlite
  try {
    db = new PGlite(dataDir)
    await db.waitReady
  } catch (error) {
    lock.release()
    throw error
  }
  const wrap = (target: { query: typeof db.query }): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows
    },
  })
  return {
    kind: "pglite",
    ...wrap(db),
    // PGlite runs one transaction at a time, so concurrent requests queue here, as they would on a row lock.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => void (await db.exec(sql)),
    close: async () => {
      try {
        await db.close()
      } finally {
        lock.release()
      }
    },
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server drops (a restart, a failover) is an 'error' event on the pool, which
  // would end the process unheard; the next query opens a new one.
  pool.on("error", (error) => logFailure("database: an idle connection ended", error))
  const wrap = (target: { query: Pool["query"] }): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows
    },
  })
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query("BEGIN")
        const result = await work(wrap(client))
        await client.query("COMMIT")
        return result
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  }
}

/** Opens the database and brings its tables up to date. */
export async function openDatabase(settings: DatabaseSettings = settingsFromEnv()): Promise<Database> {
  const db = settings.url ? await openPostgres(settings.url) : await openPglite(path.resolve(settings.dataDir ?? DEFAULT_DATA_DIR))
  await migrate(db)
  return db
}
