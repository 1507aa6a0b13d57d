// /api/office/…: the office inbox's calls. Everything but signing in needs a live session and answers
// 401 without one; a call from a page of another origin is refused (403) before anything else, and a
// call that changes something must say it comes from the office's own page and send JSON (415).
//   POST sign-in {name, password}   POST sign-out   GET me
//   GET applications?level=&status=&from=&to=&q=   GET export.csv?(the same filters)
//   GET applications/<reference>   POST applications/<reference>/status {status, note}
//   DELETE applications/<reference>
//   POST applications/<reference>/status-link (a new private link, mailed to the parent)
//   GET visits?from=YYYY-MM-DD&days=1..7   GET visits/<reference> (with its history)
//   GET visits/<reference>/slots (the open times it can move to)
//   POST visits/<reference>/cancel   POST visits/<reference>/move {slot}
import type { IncomingMessage } from "http"
import type { Database } from "../database"
import { answer, clientAddress, isJsonRequest, logFailure, readJsonBody, requestOrigin, type ApiResponse } from "../http"
import { sendLetters, statusLinkLetter, type MailSettings } from "../mail"
import { addStatusKey, linkRecipient, removeStatusKey } from "../status/keys"
import { isLocale } from "../../lib/i18n/locales"
import { typedText } from "../../lib/validation/text"
import { accountName, checkPassword, type Account } from "./accounts"
import { toCsv } from "./csv"
import { applicationByReference, changeStatus, deleteApplication, exportRows, filterFrom, isStatus, listApplications, NOTE_MAX, statusCounts } from "./inbox"
import { endSession, sessionAccount, sessionCookie, startSession, tokenFrom } from "./sessions"
import { signInThrottle, type SignInThrottle } from "./throttle"
import { parseIsoDay } from "../../lib/nepal-time/day"
import type { OfficeAnswers } from "../../lib/office/api"
import type { ClosedSpan, VisitSettings } from "../../lib/visits/slots"
import type { BookingRow } from "../visits/bookings"
import { listVisits, movableSlots, officeCancel, officeMove, visitWithHistory } from "../visits/office"

const BODY_LIMIT = 4 * 1024
const PREFIX = "/api/office/"

/** What a call answers (200), as the office page reads it: lib/office/api.ts, one declaration for both. */
type Answer<Call extends keyof OfficeAnswers> = OfficeAnswers<string | Date>[Call]

export interface OfficeOptions {
  database: () => Promise<Database>
  throttle?: SignInThrottle
  now?: () => Date
  /** How a family's mail goes (null when SMTP is not configured: no link can be sent again). */
  mail?: MailSettings | null
  /** The site's address, without a final slash, for the links in a family's mail. */
  siteOrigin?: (req: IncomingMessage) => string
  /** The visiting hours and holidays (for a move), and who to tell of a change (the family's mail). */
  visits?: {
    settings: VisitSettings
    holidays: () => readonly ClosedSpan[]
    onChanged?: (booking: BookingRow, change: "cancelled" | "moved") => Promise<void>
  }
}

/** The path after /api/office/, and the query: Express keeps the whole address in originalUrl. */
function addressOf(req: IncomingMessage): { path: string; query: URLSearchParams } {
  const url = new URL((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/", "http://office.invalid")
  const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : ""
  return { path: path.replace(/\/+$/, ""), query: url.searchParams }
}

/** The methods that change nothing: the page reads with them, and a link or an image may ask them. */
const SAFE_METHODS = new Set(["GET", "HEAD"])

/**
 * A browser names the page a call comes from (Origin, Sec-Fetch-Site); one of another site is refused,
 * so no other page can use an office member's session, even where SameSite is not honoured. The origin
 * is compared whole, scheme, host and port: a page of http://school is another origin than https://school.
 * A call that changes something must name its page (every browser sends Origin with a POST or a DELETE,
 * or at least Sec-Fetch-Site); one that names none is not from the office's page. A GET may name none.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"]
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return false
  const origin = req.headers.origin
  if (origin === undefined) return SAFE_METHODS.has(req.method ?? "GET") || site === "same-origin"
  try {
    return new URL(origin).origin === requestOrigin(req)
  } catch {
    return false
  }
}

/** The reference a path names, as text; one that is not even text (a broken %-escape) names none. */
function referenceIn(part: string): string {
  try {
    return typedText(decodeURIComponent(part))
  } catch {
    return ""
  }
}

export function officeHandler({ database, throttle = signInThrottle(database), now = () => new Date(), mail = null, siteOrigin = requestOrigin, visits }: OfficeOptions) {
  async function signIn(req: IncomingMessage, res: ApiResponse, db: Database) {
    const read = await readJsonBody(req, BODY_LIMIT)
    if (!read.ok) return answer(res, read.status, { error: read.error })
    const { name, password } = (read.body ?? {}) as { name?: unknown; password?: unknown }
    if (typeof name !== "string" || typeof password !== "string" || name === "" || password === "") {
      return answer(res, 422, { error: "invalid" })
    }
    const who = accountName(typedText(name))
    const address = clientAddress(req)
    // Counted before the password is hashed: a burst of tries gets no more than the allowance.
    const wait = await throttle.attempt(who, address)
    if (wait) return answer(res, 429, { error: "too-many" }, { "Retry-After": String(wait) })
    const account = await checkPassword(db, who, password.slice(0, 1024))
    if (!account) return answer(res, 401, { error: "wrong" })
    await throttle.succeeded(who, address)
    const token = await startSession(db, account, now())
    answer(res, 200, { name: account.name } satisfies Answer<"signIn">, { "Set-Cookie": sessionCookie(req, token) })
  }

  async function signedIn(req: IncomingMessage, res: ApiResponse, db: Database, account: Account) {
    const { path, query } = addressOf(req)
    const [first, second, third, ...rest] = path.split("/")
    const route = [first, second === undefined ? "" : ":reference", third ?? ""].join("/")
    const reference = second === undefined ? "" : referenceIn(second)
    const only = (method: string) => {
      if (req.method === method) return true
      answer(res, 405, { error: "method" }, { Allow: method })
      return false
    }
    if (rest.length > 0) return answer(res, 404, { error: "not-found" })
    switch (route) {
      case "sign-out//":
        if (!only("POST")) return
        if (!(await bodyRead(req, res))) return
        await endSession(db, tokenFrom(req))
        return answer(res, 200, { signedOut: true } satisfies Answer<"signOut">, { "Set-Cookie": sessionCookie(req, null) })
      case "me//":
        if (!only("GET")) return
        return answer(res, 200, { name: account.name } satisfies Answer<"me">)
      case "applications//": {
        if (!only("GET")) return
        const filter = filterFrom(query)
        const [{ rows, more }, counts] = await Promise.all([listApplications(db, filter), statusCounts(db, filter)])
        return answer(res, 200, { applications: rows, more, counts } satisfies Answer<"list">)
      }
      case "export.csv//": {
        if (!only("GET")) return
        const csv = toCsv(await exportRows(db, filterFrom(query)))
        const day = now().toISOString().slice(0, 10)
        res.setHeader("Cache-Control", "no-store")
        res.setHeader("Content-Type", "text/csv; charset=utf-8")
        res.setHeader("Content-Disposition", `attachment; filename="applications-${day}.csv"`)
        res.statusCode = 200
        res.end(csv)
        return
      }
      case "applications/:reference/":
        if (req.method === "DELETE") {
          if (!(await bodyRead(req, res))) return
          return (await deleteApplication(db, reference)) ? answer(res, 200, { deleted: reference.toUpperCase() } satisfies Answer<"remove">) : answer(res, 404, { error: "not-found" })
        }
        if (!only("GET")) return
        return sendApplication(res, db, reference)
      case "applications/:reference/status": {
        if (!only("POST")) return
        const read = await readJsonBody(req, BODY_LIMIT)
        if (!read.ok) return answer(res, read.status, { error: read.error })
        const { status, note = "", version } = (read.body ?? {}) as { status?: unknown; note?: unknown; version?: unknown }
        const fields: Record<string, { code: string }> = {}
        if (!isStatus(status)) fields.status = { code: "invalid" }
        if (typeof note !== "string" || note.length > NOTE_MAX) fields.note = { code: typeof note === "string" ? "tooLong" : "invalid" }
        if (!Number.isSafeInteger(version) || (version as number) < 1) fields.version = { code: version === undefined ? "required" : "invalid" }
        if (!isStatus(status) || typeof note !== "string" || Object.keys(fields).length > 0) return answer(res, 422, { error: "invalid", fields })
        const changed = await changeStatus(db, reference, status, typedText(note), account.name, version as number, now())
        if (changed === "not-found") return answer(res, 404, { error: "not-found" })
        if (changed === "conflict") {
          const current = await applicationByReference(db, reference)
          return current ? answer(res, 409, { error: "changed", application: current }) : answer(res, 404, { error: "not-found" })
        }
        return sendApplication(res, db, reference)
      }
      case "applications/:reference/status-link":
        if (!only("POST")) return
        if (!(await bodyRead(req, res))) return
        return sendStatusLink(req, res, db, reference)
      case "visits//": {
        if (!only("GET")) return
        const from = query.get("from") ?? ""
        const days = Number(query.get("days") ?? 1)
        if (!parseIsoDay(from) || !Number.isInteger(days) || days < 1 || days > 7) return answer(res, 422, { error: "invalid" })
        return answer(res, 200, { visits: await listVisits(db, from, days) } satisfies Answer<"visits">)
      }
      case "visits/:reference/": {
        if (!only("GET")) return
        return sendVisit(res, db, reference)
      }
      case "visits/:reference/slots": {
        if (!only("GET")) return
        if (!visits) return answer(res, 404, { error: "not-found" })
        const movable = await movableSlots(db, reference, visits.settings, visits.holidays(), now())
        return movable ? answer(res, 200, movable satisfies Answer<"visitSlots">) : answer(res, 404, { error: "not-found" })
      }
      case "visits/:reference/cancel": {
        if (!only("POST")) return
        if (!(await bodyRead(req, res))) return
        const cancelled = await officeCancel(db, reference, account.name, now())
        if (!cancelled) return answer(res, 409, { error: "not-open" })
        if (visits?.onChanged) await visits.onChanged(cancelled, "cancelled").catch((error: unknown) => logFailure("office: visit mail", error))
        return sendVisit(res, db, reference)
      }
      case "visits/:reference/move": {
        if (!only("POST")) return
        if (!visits) return answer(res, 404, { error: "not-found" })
        const read = await readJsonBody(req, BODY_LIMIT)
        if (!read.ok) return answer(res, read.status, { error: read.error })
        const { slot } = (read.body ?? {}) as { slot?: unknown }
        const moved = await officeMove(db, reference, slot, visits.settings, visits.holidays(), account.name, now())
        if (!moved.ok) return answer(res, moved.reason === "unknown" ? 404 : 409, moved)
        if (visits.onChanged) await visits.onChanged(moved.booking, "moved").catch((error: unknown) => logFailure("office: visit mail", error))
        return sendVisit(res, db, reference)
      }
      default:
        return answer(res, 404, { error: "not-found" })
    }
  }

  /** The body of a call that needs none ({}): read, so nothing of it is left on the connection. */
  async function bodyRead(req: IncomingMessage, res: ApiResponse): Promise<boolean> {
    const read = await readJsonBody(req, BODY_LIMIT)
    if (!read.ok) answer(res, read.status, { error: read.error })
    return read.ok
  }

  async function sendApplication(res: ApiResponse, db: Database, reference: string) {
    const page = await applicationByReference(db, reference)
    return page ? answer(res, 200, page satisfies Answer<"application"> & Answer<"setStatus">) : answer(res, 404, { error: "not-found" })
  }

  /**
   * A new private link for a family that lost theirs, mailed to the parent in the form's language; the
   * older links keep working. A key whose mail failed is taken back: it reached nobody.
   */
  async function sendStatusLink(req: IncomingMessage, res: ApiResponse, db: Database, reference: string) {
    const family = await linkRecipient(db, reference)
    if (!family) return answer(res, 404, { error: "not-found" })
    if (family.email === "") return answer(res, 409, { error: "no-email" })
    if (!mail) return answer(res, 503, { error: "no-mail" })
    const statusKey = await addStatusKey(db, family.id, now())
    const language = isLocale(family.language) ? family.language : "en"
    try {
      await sendLetters(mail, [statusLinkLetter({ reference: family.reference, statusKey }, family.email, language, siteOrigin(req))])
    } catch (error) {
      logFailure("office: status link mail", error)
      await removeStatusKey(db, statusKey)
      return answer(res, 502, { error: "mail-failed" })
    }
    return answer(res, 200, { sent: true } satisfies Answer<"statusLink">)
  }

  /** A visit with its history: what showing, cancelling and moving one answer. */
  async function sendVisit(res: ApiResponse, db: Database, reference: string) {
    const visit = await visitWithHistory(db, reference)
    return visit ? answer(res, 200, visit satisfies Answer<"visit"> & Answer<"cancelVisit"> & Answer<"moveVisit">) : answer(res, 404, { error: "not-found" })
  }

  return async function office(req: IncomingMessage, res: ApiResponse): Promise<void> {
    // Office answers are never kept by a browser or a proxy, nor shown in a frame of another page.
    res.setHeader("X-Robots-Tag", "noindex")
    res.setHeader("X-Frame-Options", "DENY")
    if (!isSameOrigin(req)) return answer(res, 403, { error: "origin" })
    // JSON only: no HTML form can send it to another site without the browser asking first (CORS).
    if (!SAFE_METHODS.has(req.method ?? "GET") && !isJsonRequest(req)) return answer(res, 415, { error: "content-type" })
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
