// The private link's key of an application: 32 random bytes, given out once (in the receiver's answer,
// in a mail) and kept only as its SHA-256, so a copy of the database opens no application. Each receipt
// and each link the office sends again is a new key beside the others.
import { createHash, randomBytes } from "node:crypto"
import type { Queryable } from "../database"

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isStatusKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value)
}

export function hashStatusKey(key: string): string {
  return createHash("sha256").update(key).digest("hex")
}

/** A new key for the application, its hash stored; the key itself is for the family alone. */
export async function addStatusKey(db: Queryable, applicationId: string | number, now: Date): Promise<string> {
  const key = randomBytes(32).toString("base64url")
  await db.query("INSERT INTO status_keys (key_hash, application_id, created_at) VALUES ($1, $2, $3)", [hashStatusKey(key), applicationId, now.toISOString()])
  return key
}

/** Takes back a key that never reached the family (its mail failed). */
export async function removeStatusKey(db: Queryable, key: string): Promise<void> {
  await db.query("DELETE FROM status_keys WHERE key_hash = $1", [hashStatusKey(key)])
}

export interface LinkRecipient {
  id: string
  reference: string
  language: string
  /** The parent's address as given, trimmed; "" when they gave none. */
  email: string
}

/** Where an application's link goes again: its parent's address and the form's language. */
export async function linkRecipient(db: Queryable, reference: string): Promise<LinkRecipient | null> {
  const [row] = await db.query<{ id: string; reference: string; language: string; email: string | null }>(
    "SELECT id, reference, language, answers->>'email' AS email FROM applications WHERE reference = $1",
    [reference.trim().toUpperCase()],
  )
  return row ? { id: String(row.id), reference: row.reference, language: row.language, email: (row.email ?? "").trim() } : null
}
