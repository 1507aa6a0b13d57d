// Every call under /api/, each handler made once for the process: the form's receiver, a family's
// status, the visits, the office's calls and the health check. What a handler throws is answered 500
// in JSON, and the process goes on.
import type { IncomingMessage, ServerResponse } from "http"
import settings from "../../data/visits.json"
import type { Database } from "./database"
import { answer, logFailure, type ApiResponse } from "./http"
import { mailSettingsFromEnv, sendApplicationMail } from "./mail"
import { officeHandler } from "./office/handler"
import { applicationsReceiver } from "./receiver"
import { statusHandler } from "./status/handler"
import { visitsHandler } from "./visits/handler"
import { familyLetter, officeVisitLetter, sendVisitMail } from "./visits/mail"
import { tellFamilyOfChange } from "./visits/office"
import { STATUS_API } from "../lib/status/api"
import type { ClosedSpan } from "../lib/visits/slots"

export interface ApiOptions {
  database: () => Promise<Database>
  /** The calendar's holidays, which close visiting days (read once when the server starts). */
  holidays: readonly ClosedSpan[]
  env?: NodeJS.ProcessEnv
}

type Handler = (req: IncomingMessage, res: ApiResponse) => Promise<void>

/** How long the health check waits for the database before saying it does not answer. */
const HEALTH_TIMEOUT_MS = 2000

/** The two answer helpers every handler uses (status, json), on Node's own response. */
export function apiResponse(res: ServerResponse): ApiResponse {
  const api = res as ApiResponse
  api.status = (code) => {
    api.statusCode = code
    return api
  }
  api.json = (body) => {
    api.setHeader("Content-Type", "application/json; charset=utf-8")
    api.end(JSON.stringify(body))
  }
  return api
}

/** The site's address for the links in a family's mail: SITE_URL, else the address the request came to. */
function siteOrigin(req: IncomingMessage, env: NodeJS.ProcessEnv): URL {
  return new URL(env.SITE_URL || `http://${req.headers.host ?? "localhost"}`)
}

function healthCheck(database: () => Promise<Database>): Handler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, { error: "method" }, { Allow: "GET" })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("the database did not answer in time")), HEALTH_TIMEOUT_MS)))
    try {
      const db = await Promise.race([database(), late])
      await Promise.race([db.query("SELECT 1"), late])
      answer(res, 200, { status: "ok", database: db.kind })
    } catch (error) {
      logFailure("health", error)
      answer(res, 503, { status: "unavailable" }, { "Retry-After": "30" })
    } finally {
      clearTimeout(timer)
    }
  }
}

export function apiHandler({ database, holidays, env = process.env }: ApiOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const mail = mailSettingsFromEnv(env)
  const receive = applicationsReceiver({
    database,
    onReceived: mail ? (receipt, input, req) => sendApplicationMail(mail, receipt, input, siteOrigin(req, env).origin) : undefined,
  })
  const visits = visitsHandler({
    database,
    settings,
    holidays: () => holidays,
    onBooked: mail
      ? async (booked, req) => {
          const origin = siteOrigin(req, env)
          const page = booked.input.language === "ne" ? "/ne/visit/" : "/visit/"
          const visit = { ...booked.input, reference: booked.reference, slot: booked.slot, cancelUrl: `${origin.origin}${page}#cancel=${booked.token}` }
          await sendVisitMail(mail, [familyLetter(visit, origin.host, new Date()), officeVisitLetter(mail, visit)])
        }
      : undefined,
  })
  const office = officeHandler({
    database,
    mail,
    siteOrigin: (req) => siteOrigin(req, env).origin,
    visits: { settings, holidays: () => holidays, onChanged: (booking, change) => tellFamilyOfChange(booking, change, mail) },
  })
  return routeApi({ applications: receive, status: statusHandler({ database }), visits, office, health: healthCheck(database) })
}

export interface ApiHandlers {
  applications: Handler
  status: Handler
  visits: Handler
  office: Handler
  health: Handler
}

/** Each call to its handler; what a handler throws is answered 500 in JSON, and the next call is served as ever. */
export function routeApi(handlers: ApiHandlers): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  function route(pathname: string): Handler | null {
    const path = pathname.replace(/\/+$/, "")
    if (path === "/api/applications") return handlers.applications
    if (path === STATUS_API) return handlers.status
    if (path === "/api/visits" || path.startsWith("/api/visits/")) return handlers.visits
    if (path.startsWith("/api/office/")) return handlers.office
    if (path === "/api/health") return handlers.health
    return null
  }

  return async function api(req, res) {
    const response = apiResponse(res)
    const handler = route(new URL(req.url ?? "/", "http://api.invalid").pathname)
    try {
      if (!handler) return answer(response, 404, { error: "not-found" }, { Connection: "close" })
      await handler(req, response)
    } catch (error) {
      logFailure("api", error)
      if (!res.headersSent) answer(response, 500, { error: "server" }, { Connection: "close" })
      else res.destroy()
    }
  }
}
