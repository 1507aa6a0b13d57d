// Visits families book from /visit/: a row per visiting time that has bookings, holding how many
// places are taken (the database refuses more than the capacity), the bookings themselves, their
// history, and the counter their references are numbered from.
import type { Migration } from "./migration"

export const m0003Visits: Migration = {
  id: "0003-visits",
  statements: [
    `CREATE TABLE visit_slots (
      -- "2026-12-01T10:00": the day and start in Nepal (src/lib/visits/slots.ts).
      slot_id text PRIMARY KEY,
      starts_at timestamptz NOT NULL,
      capacity integer NOT NULL,
      booked integer NOT NULL DEFAULT 0,
      -- The last word on overbooking: whatever the code does, a slot never holds more than it takes.
      CONSTRAINT visit_slots_within_capacity CHECK (booked >= 0 AND booked <= capacity)
    )`,
    `CREATE TABLE visit_bookings (
      id bigserial PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      slot_id text NOT NULL REFERENCES visit_slots (slot_id),
      people integer NOT NULL CHECK (people > 0),
      name text NOT NULL,
      phone text NOT NULL,
      email text NOT NULL DEFAULT '',
      interest text NOT NULL,
      note text NOT NULL DEFAULT '',
      language text NOT NULL,
      -- A hash of the family's cancel link: a copy of this table cancels nothing.
      cancel_token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      cancelled_at timestamptz
    )`,
    `CREATE INDEX visit_bookings_slot ON visit_bookings (slot_id)`,
    `CREATE TABLE visit_events (
      id bigserial PRIMARY KEY,
      booking_id bigint NOT NULL REFERENCES visit_bookings (id) ON DELETE CASCADE,
      action text NOT NULL,
      detail text NOT NULL DEFAULT '',
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL
    )`,
    `CREATE INDEX visit_events_booking ON visit_events (booking_id, changed_at)`,
    `CREATE TABLE visit_reference_counters (
      bs_year integer PRIMARY KEY,
      last_number integer NOT NULL
    )`,
  ],
}
