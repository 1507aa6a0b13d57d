// Applications as they arrive, and the counter their references are numbered from.
import type { Migration } from "./migration"

export const m0001Applications: Migration = {
  id: "0001-applications",
  statements: [
    `CREATE TABLE applications (
      id bigserial PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      -- The same key twice is the same application: the second insert fails here, whatever the timing.
      idempotency_key text NOT NULL UNIQUE,
      received_at timestamptz NOT NULL DEFAULT now(),
      language text NOT NULL,
      student_name text NOT NULL,
      parent_name text NOT NULL,
      level text NOT NULL,
      status text NOT NULL DEFAULT 'received',
      -- The answers as the parent gave them, and as the office reads them (labels, dates, phone).
      answers jsonb NOT NULL,
      readable jsonb NOT NULL
    )`,
    `CREATE INDEX applications_received_at ON applications (received_at DESC)`,
    `CREATE TABLE reference_counters (
      bs_year integer PRIMARY KEY,
      last_number integer NOT NULL
    )`,
  ],
}
