// The flood counts and the office's sign-in throttle, kept in the database rather than in one process's
// memory: a restart keeps a lockout, and two server processes on one PostgreSQL server keep one limit.
// Times are milliseconds since 1970 (bigint), compared with the request's clock in one statement.
import type { Migration } from "./migration"

export const m0005Limits: Migration = {
  id: "0005-limits",
  statements: [
    `CREATE TABLE flood_windows (
      -- "<gate>:<address>": one fixed window per gate and caller address (src/server/flood.ts).
      key text PRIMARY KEY,
      window_start bigint NOT NULL,
      count integer NOT NULL
    )`,
    `CREATE TABLE sign_in_attempts (
      -- "pair:<name> <address>", "name:<name>" or "address:<address>" (src/server/office/throttle.ts).
      key text PRIMARY KEY,
      failures integer NOT NULL,
      last_at bigint NOT NULL
    )`,
  ],
}
