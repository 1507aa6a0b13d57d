// What a repeated request is compared with: each application keeps a fingerprint of the answers its
// Idempotency-Key brought, and visit bookings get keys of their own (with the fingerprint), plus the
// further cancel tokens a repeat of a booking hands out (visits/bookings.ts says why).
import type { Migration } from "./migration"

export const m0004Idempotency: Migration = {
  id: "0004-idempotency",
  statements: [
    // Empty for the applications stored before it: a repeat of one of those is taken as the same answers.
    `ALTER TABLE applications ADD COLUMN request_fingerprint text NOT NULL DEFAULT ''`,
    // NULL for the bookings made before the page sent keys; UNIQUE lets any number of NULLs be.
    `ALTER TABLE visit_bookings ADD COLUMN idempotency_key text UNIQUE`,
    `ALTER TABLE visit_bookings ADD COLUMN request_fingerprint text NOT NULL DEFAULT ''`,
    `CREATE TABLE visit_cancel_tokens (
      -- A hash, as visit_bookings.cancel_token_hash: a copy of this table cancels nothing.
      token_hash text PRIMARY KEY,
      booking_id bigint NOT NULL REFERENCES visit_bookings (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    )`,
  ],
}
