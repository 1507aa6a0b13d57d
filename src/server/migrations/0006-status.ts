// The private links to a family's status page (src/server/status/): only a hash of each key, so a copy
// of this table opens no application. An application may have several (a repeat of the same request,
// and each time the office sends the link again, adds one; the older links keep working); they go with
// it. The wrong tries at a status are counted in sign_in_attempts (0005), under keys of their own.
import type { Migration } from "./migration"

export const m0006Status: Migration = {
  id: "0006-status",
  statements: [
    `CREATE TABLE status_keys (
      -- SHA-256 of the key, in hex (src/server/status/keys.ts).
      key_hash text PRIMARY KEY,
      application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    )`,
    // An application's deletion finds its keys by this, not by reading the whole table.
    `CREATE INDEX status_keys_application ON status_keys (application_id)`,
  ],
}
