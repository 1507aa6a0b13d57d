// Each application's version, one more at every change the office makes: a change names the version
// its author saw, and is refused when another came first (src/server/office/inbox.ts changeStatus), so
// two staff at one application never overwrite each other unseen.
import type { Migration } from "./migration"

export const m0007Versions: Migration = {
  id: "0007-versions",
  statements: [`ALTER TABLE applications ADD COLUMN version integer NOT NULL DEFAULT 1`],
}
