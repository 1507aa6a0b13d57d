// Office sessions: a random token in a cookie (HttpOnly, SameSite=Strict, Secure except on localhost,
// for /api/office/ only), its SHA-256 in the database. A session ends after 30 minutes without a
// request, and after 12 hours whatever happens.
import { createHash, randomBytes } from "crypto"
import type { IncomingMessage } from "http"
import type { Queryable } from "../database"
import type { Account } from "./accounts"

export const SESSION_COOKIE = "crest_office"
export const IDLE_MS = 30 * 60 * 1000
export const LONGEST_MS = 12 * 60 * 60 * 1000
export const COOKIE_PATH = "/api/office/"

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}

export async function startSession(db: Queryable, account: Account, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url")
  await db.query("INSERT INTO office_sessions (token_hash, account_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)", [
    hashOf(token),
    account.id,
    now.toISOString(),
  ])
  return token
}

/** The account of a live session, which is kept alive by this request; null for none, or an expired one. */
export async function sessionAccount(db: Queryable, token: string | null, now: Date = new Date()): Promise<Account | null> {
  if (!token) return null
  const idleSince = new Date(now.getTime() - IDLE_MS).toISOString()
  const startedSince = new Date(now.getTime() - LONGEST_MS).toISOString()
  const [row] = await db.query<{ id: string; name: string }>(
    `UPDATE office_sessions AS s SET last_seen_at = $2
     FROM office_accounts AS a
     WHERE s.token_hash = $1 AND a.id = s.account_id AND s.last_seen_at > $3 AND s.created_at > $4
     RETURNING a.id, a.name`,
    [hashOf(token), now.toISOString(), idleSince, startedSince],
  )
  return row ? { id: String(row.id), name: row.name } : null
}

export async function endSession(db: Queryable, token: string | null): Promise<void> {
  if (token) await db.query("DELETE FROM office_sessions WHERE token_hash = $1", [hashOf(token)])
}

/** Sessions past their time, deleted with the expired applications. */
export async function deleteExpiredSessions(db: Queryable, now: Date = new Date()): Promise<void> {
  await db.query("DELETE FROM office_sessions WHERE last_seen_at <= $1 OR created_at <= $2", [
    new Date(now.getTime() - IDLE_MS).toISOString(),
    new Date(now.getTime() - LONGEST_MS).toISOString(),
  ])
}

export function tokenFrom(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === SESSION_COOKIE) return value.join("=") || null
  }
  return null
}

/** Plain http is only for the office's own machine; anywhere else the cookie needs https. */
export function isLocalHost(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase()
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]"
}

export function sessionCookie(req: IncomingMessage, token: string | null): string {
  const parts = [`${SESSION_COOKIE}=${token ?? ""}`, `Path=${COOKIE_PATH}`, "HttpOnly", "SameSite=Strict"]
  if (!isLocalHost(req)) parts.push("Secure")
  if (!token) parts.push("Max-Age=0")
  return parts.join("; ")
}
