// Office accounts: made or given a new password by `npm run office:account` (CONTENT.md), checked at
// sign-in. A new password ends the account's sessions.
import type { Queryable } from "../database"
import { hashPassword, MIN_PASSWORD_LENGTH, NO_ACCOUNT_HASH, verifyPassword } from "./passwords"

export interface Account {
  id: string
  name: string
}

const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/

/** Names are compared as lower case: "Sita" and "sita" are one account. */
export function accountName(name: string): string {
  return name.trim().toLowerCase()
}

export function accountNameProblem(name: string): string | null {
  return NAME_PATTERN.test(accountName(name)) ? null : "a name is 2 to 40 letters a-z, digits, dots, dashes or underscores"
}

export function passwordProblem(password: string): string | null {
  return [...password].length >= MIN_PASSWORD_LENGTH ? null : `a password has at least ${MIN_PASSWORD_LENGTH} characters`
}

/** Makes the account, or gives it a new password; true when it was new. */
export async function setAccount(db: Queryable, name: string, password: string): Promise<boolean> {
  const problem = accountNameProblem(name) ?? passwordProblem(password)
  if (problem) throw new Error(problem)
  const hash = await hashPassword(password)
  const [row] = await db.query<{ id: string; created: boolean }>(
    `INSERT INTO office_accounts (name, password_hash) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET password_hash = EXCLUDED.password_hash
     RETURNING id, (xmax = 0) AS created`,
    [accountName(name), hash],
  )
  if (!row?.created) await db.query("DELETE FROM office_sessions WHERE account_id = $1", [row?.id])
  return Boolean(row?.created)
}

export async function removeAccount(db: Queryable, name: string): Promise<boolean> {
  return (await db.query("DELETE FROM office_accounts WHERE name = $1 RETURNING id", [accountName(name)])).length > 0
}

export async function listAccounts(db: Queryable): Promise<string[]> {
  return (await db.query<{ name: string }>("SELECT name FROM office_accounts ORDER BY name")).map((row) => row.name)
}

/** The account whose password this is, or null; an unknown name costs as much time as a known one. */
export async function checkPassword(db: Queryable, name: string, password: string): Promise<Account | null> {
  const [row] = await db.query<{ id: string; name: string; password_hash: string }>(
    "SELECT id, name, password_hash FROM office_accounts WHERE name = $1",
    [accountName(name)],
  )
  const matches = await verifyPassword(password, row?.password_hash ?? NO_ACCOUNT_HASH)
  return row && matches ? { id: String(row.id), name: row.name } : null
}
