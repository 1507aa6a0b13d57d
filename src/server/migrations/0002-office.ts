// The office inbox: the accounts that may sign in (made by `npm run office:account`), their sessions,
// and each application's history of statuses.
import type { Migration } from "./migration"

export const m0002Office: Migration = {
  id: "0002-office",
  statements: [
    `CREATE TABLE office_accounts (
      id bigserial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      -- scrypt, with its salt and costs (src/server/office/passwords.ts); never the password.
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE office_sessions (
      -- A hash of the cookie's token: a copy of this table signs nobody in.
      token_hash text PRIMARY KEY,
      account_id bigint NOT NULL REFERENCES office_accounts (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL
    )`,
    `CREATE TABLE application_events (
      id bigserial PRIMARY KEY,
      application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
      status text NOT NULL,
      note text NOT NULL DEFAULT '',
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL
    )`,
    `CREATE INDEX application_events_application ON application_events (application_id, changed_at)`,
  ],
}
