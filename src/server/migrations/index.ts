// The database's history, oldest first. A change to the tables is a new numbered file here, never an
// edit of one that has run: migrate.ts applies each once, in this order.
import { m0001Applications } from "./0001-applications"
import { m0002Office } from "./0002-office"
import { m0003Visits } from "./0003-visits"
import { m0004Idempotency } from "./0004-idempotency"
import { m0005Limits } from "./0005-limits"
import { m0006Status } from "./0006-status"
import { m0007Versions } from "./0007-versions"
import type { Migration } from "./migration"

export const MIGRATIONS: readonly Migration[] = [m0001Applications, m0002Office, m0003Visits, m0004Idempotency, m0005Limits, m0006Status, m0007Versions]
