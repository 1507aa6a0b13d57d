// /api/office/…: the office inbox's calls. Everything but signing in needs a live session and answers
// 401 without one; a call from a page of another origin is refused (403) before anything else.
//   POST sign-in {name, password}   POST sign-out   GET me
//   GET applications?level=&status=&from=&to=&q=   GET applications/<reference>
import type { IncomingMessage } from "http"
import type { Database } from "../db"
import { answer, clientAddress, logFailure, readJsonBody, type ApiResponse } from "../http"
import { accountName, checkPassword, type Account } from "./accounts"
import { applicationByReference, filterFrom, listApplications } from "./inbox"
import { endSession, sessionAccount, sessionCookie, startSession, tokenFrom } from "./sessions"
import { signInThrottle, type SignInThrottle } from "./throttle"

const BODY_LIMIT = 4 * 1024
const PREFIX = "/api/office/"

export interface OfficeOptions {
  database: () => Promise<Database>
  throttle?: SignInThrottle
  now?: () => Date
}

/** The path after /api/office/, and the query: Express keeps the whole address in originalUrl. */
function addressOf(req: IncomingMessage): { path: string; query: URLSearchParams } {
  const url = new URL((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/", "http://office.invalid")
  const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : ""
  return { path: path.replace(/\/+$/, ""), query: url.searchParams }
}

/**
 * A browser names the page a call comes from (Origin, Sec-Fetch-Site); one of another site is refused,
 * so no other page can use an office member's session, even where SameSite is not honoured.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"]
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return false
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}

export function officeHandler({ database, throttle = signInThrottle(), now = () => new Date() }: OfficeOptions) {
  async function signIn(req: IncomingMessage, res: ApiResponse, db: Database) {
    const read = await readJsonBody(req, BODY_LIMIT)
    if (!read.ok) return answer(res, read.status, { error: read.error })
    const { name, password } = (read.body ?? {}) as { name?: unknown; password?: unknown }
    if (typeof name !== "string" || typeof password !== "string" || name === "" || password === "") {
      return answer(res, 422, { error: "invalid" })
    }
    const who = accountName(name)
    const address = clientAddress(req)
    const wait = throttle.wait(who, address)
    if (wait) return answer(res, 429, { error: "too-many" }, { "Retry-After": String(wait) })
    const account = await checkPassword(db, who, password.slice(0, 1024))
    if (!account) {
      throttle.failed(who, address)
      return answer(res, 401, { error: "wrong" })
    }
    throttle.succeeded(who)
    const token = await startSession(db, account, now())
    answer(res, 200, { name: account.name }, { "Set-Cookie": sessionCookie(req, token) })
  }

  async function signedIn(req: IncomingMessage, res: ApiResponse, db: Database, account: Account) {
    const { path, query } = addressOf(req)
    const [first, second, ...rest] = path.split("/")
    if (rest.length > 0) return answer(res, 404, { error: "not-found" })
    if (first === "sign-out" && second === undefined) {
      if (req.method !== "POST") return answer(res, 405, { error: "method" }, { Allow: "POST" })
      await endSession(db, tokenFrom(req))
      return answer(res, 200, { signedOut: true }, { "Set-Cookie": sessionCookie(req, null) })
    }
    if (req.method !== "GET") return answer(res, 405, { error: "method" }, { Allow: "GET" })
    if (first === "me" && second === undefined) return answer(res, 200, { name: account.name })
    if (first === "applications" && second === undefined) {
      const { rows, more } = await listApplications(db, filterFrom(query))
      return answer(res, 200, { applications: rows, more })
    }
    if (first === "applications" && second) {
      const page = await applicationByReference(db, decodeURIComponent(second))
      return page ? answer(res, 200, page) : answer(res, 404, { error: "not-found" })
    }
    return answer(res, 404, { error: "not-found" })
  }

  return async function office(req: IncomingMessage, res: ApiResponse): Promise<void> {
    // Office answers are never kept by a browser or a proxy, nor shown in a frame of another page.
    res.setHeader("X-Robots-Tag", "noindex")
    res.setHeader("X-Frame-Options", "DENY")
    if (!isSameOrigin(req)) return answer(res, 403, { error: "origin" })
    try {
      const db = await database()
      if (addressOf(req).path === "sign-in") {
        if (req.method !== "POST") return answer(res, 405, { error: "method" }, { Allow: "POST" })
        return await signIn(req, res, db)
      }
      const account = await sessionAccount(db, tokenFrom(req), now())
      if (!account) return answer(res, 401, { error: "sign-in" })
      await signedIn(req, res, db, account)
    } catch (error) {
      logFailure("office", error)
      if (!res.headersSent) answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    }
  }
}
