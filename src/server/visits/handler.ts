// /api/visits: the booking of a visit, judged in the order the applications receiver judges
// (method, content type, flood, key, size, JSON, honeypot, the form's rules), then the slot (it must be
// one of the pattern, open, in the window, not on a holiday), then one transaction that takes the
// places or refuses them, once per Idempotency-Key (bookings.ts).
//   GET  /api/visits/slots           the open slots and the places left in each
//   POST /api/visits                 {slot, name, people, interest, phone, email, note, language}
//   POST /api/visits/booking         {token}: the booking a family's cancel link names
//   POST /api/visits/cancel          {token}: cancels it and frees the places
// The token travels in a body, never in an address, so no access log ever holds one.
import type { IncomingMessage } from "http"
import type { Locale } from "../../lib/i18n/locales"
import { isLocale } from "../../lib/i18n/locales"
import { toAsciiDigits } from "../../lib/validation/digits"
import { checkPhone } from "../../lib/validation/phone"
import { peopleCount, validateVisit, visitRules, visitValuesFrom } from "../../lib/visits/booking-form"
import { findSlot, slotsOnDay, type ClosedSpan, type Slot, type SlotWithPlaces, type VisitSettings } from "../../lib/visits/slots"
import { isIdempotencyKey } from "../applications"
import type { Database } from "../database"
import { requestFingerprint } from "../fingerprint"
import { floodGateFromEnv, floodWait, type FloodGate } from "../flood"
import { answer, isJsonRequest, logFailure, readJsonBody, type ApiResponse } from "../http"
import { HONEYPOT_FIELD } from "../receiver"
import { availableSlots, slotWithPlaces } from "./availability"
import { bookingByToken, bookVisit, cancelByToken, isCancelToken, type BookingInput, type BookingRow } from "./bookings"

/** A booking is a few hundred bytes; a note of 1000 Devanagari letters is 3 KB. */
export const VISIT_BODY_LIMIT = 8 * 1024
/** How many other open times a family is offered when theirs is full. */
export const NEXT_OFFERED = 3

export interface VisitsOptions {
  database: () => Promise<Database>
  settings: VisitSettings & { referencePrefix: string; interests: readonly { value: string }[] }
  holidays: () => readonly ClosedSpan[]
  flood?: FloodGate | null
  now?: () => Date
  /** Called once a booking is stored and answered (the mail goes from here). */
  onBooked?: (booking: { reference: string; token: string; input: BookingInput; slot: Slot }, req: IncomingMessage) => Promise<void>
}

/** A slot as the page receives it. */
export type SlotAnswer = SlotWithPlaces

export interface BookedAnswer {
  reference: string
  token: string
  people: number
  slot: SlotAnswer
}

function routeOf(req: IncomingMessage): string {
  const url = new URL((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/", "http://visits.invalid")
  return url.pathname.replace(/^\/api\/visits\/?/, "").replace(/\/+$/, "")
}

export function visitsHandler({ database, settings, holidays, flood, now = () => new Date(), onBooked }: VisitsOptions) {
  const gate = flood === undefined ? floodGateFromEnv("visits", database) : flood
  const rules = visitRules(settings)

  const available = (db: Database): Promise<SlotAnswer[]> => availableSlots(db, settings, holidays(), now())

  async function slotsCall(res: ApiResponse, db: Database) {
    answer(res, 200, { slots: await available(db), maxParty: settings.maxParty })
  }

  /** The method, content type, flood and body of a POST: the body, or null once answered. */
  async function postBody(req: IncomingMessage, res: ApiResponse, limited: boolean, keyed = false): Promise<Record<string, unknown> | null> {
    if (req.method !== "POST") return (answer(res, 405, { error: "method" }, { Allow: "POST" }), null)
    if (!isJsonRequest(req)) return (answer(res, 415, { error: "content-type" }), null)
    const wait = limited ? await floodWait(gate, req) : null
    if (wait === "unavailable") return (answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" }), null)
    if (wait) return (answer(res, 429, { error: "too-many" }, { "Retry-After": String(wait) }), null)
    if (keyed && !isIdempotencyKey(req.headers["idempotency-key"])) return (answer(res, 400, { error: "idempotency-key" }), null)
    const read = await readJsonBody(req, VISIT_BODY_LIMIT)
    if (!read.ok) return (answer(res, read.status, { error: read.error }), null)
    if (typeof read.body !== "object" || read.body === null || Array.isArray(read.body)) return (answer(res, 422, { error: "invalid", fields: {} }), null)
    return read.body as Record<string, unknown>
  }

  async function book(req: IncomingMessage, res: ApiResponse) {
    const body = await postBody(req, res, true, true)
    if (!body) return
    const key = req.headers["idempotency-key"] as string
    // A bot is told it worked, and nothing is stored.
    if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") return answer(res, 202, { accepted: true })
    const values = visitValuesFrom(body)
    const fields: Record<string, { code: string; params?: Record<string, number> }> = { ...validateVisit(values, rules) }
    const language: Locale = isLocale(body.language) ? body.language : "en"
    const found = findSlot(body.slot, settings, holidays(), now())
    if (!found.ok) fields.slot = { code: found.problem }
    if (Object.keys(fields).length > 0) return answer(res, 422, { error: "invalid", fields })
    if (!found.ok) return
    const phone = checkPhone(values.phone)
    const input: BookingInput = {
      name: values.name.trim(),
      people: peopleCount(values.people)!,
      interest: values.interest,
      phone: phone.ok ? phone.e164 : toAsciiDigits(values.phone.trim()),
      email: values.email.trim(),
      note: values.note.trim(),
      language,
    }
    const db = await database()
    const request = { key, fingerprint: requestFingerprint({ slot: found.slot.id, ...input }) }
    const result = await bookVisit(db, found.slot, input, settings.referencePrefix, now(), request)
    if (!result.ok && result.reason === "key-reused") return answer(res, 409, { error: "key-reused" })
    if (!result.ok) {
      // The family is offered the next times that have room for them.
      const next = (await available(db)).filter((slot) => slot.id !== found.slot.id && slot.left >= input.people).slice(0, NEXT_OFFERED)
      return answer(res, 409, { error: "full", left: result.left, next })
    }
    // A repeat names the booking as it is now: the office may have moved it since.
    const slot = result.slotId === found.slot.id ? found.slot : (slotOfId(result.slotId) ?? found.slot)
    const booked: BookedAnswer = { reference: result.reference, token: result.token, people: result.people, slot: slotWithPlaces(slot, result.slotBooked) }
    answer(res, result.repeated ? 200 : 201, booked)
    if (result.repeated) return
    // After the answer: the family does not wait for a mail server, and a mail that fails loses nothing.
    if (onBooked) await onBooked({ reference: result.reference, token: result.token, input, slot: found.slot }, req).catch((error: unknown) => logFailure("visits: mail", error))
  }

  function slotOfId(id: string): Slot | undefined {
    const [day = "", time = ""] = id.split("T")
    return slotsOnDay(day, settings).find((candidate) => candidate.time === time)
  }

  function bookingAnswer(booking: BookingRow) {
    const [day = "", time = ""] = booking.slot_id.split("T")
    const slot = slotOfId(booking.slot_id)
    return {
      reference: booking.reference,
      people: Number(booking.people),
      cancelled: booking.cancelled_at !== null,
      slot: slot ? slotWithPlaces(slot, 0) : { id: booking.slot_id, day, time },
    }
  }

  async function tokenCall(req: IncomingMessage, res: ApiResponse, db: () => Promise<Database>, cancel: boolean) {
    const body = await postBody(req, res, cancel)
    if (!body) return
    const token = body.token
    if (!isCancelToken(token)) return answer(res, 422, { error: "invalid", fields: { token: { code: "invalid" } } })
    if (!cancel) {
      const booking = await bookingByToken(await db(), token)
      return booking ? answer(res, 200, bookingAnswer(booking)) : answer(res, 404, { error: "not-found" })
    }
    const cancelled = await cancelByToken(await db(), token, now())
    // Unknown, or used before: the same answer, so a guess learns nothing.
    if (!cancelled) return answer(res, 410, { error: "gone" })
    answer(res, 200, { ...bookingAnswer(cancelled), cancelled: true })
  }

  return async function visits(req: IncomingMessage, res: ApiResponse): Promise<void> {
    try {
      switch (routeOf(req)) {
        case "":
          return await book(req, res)
        case "slots":
          if (req.method !== "GET") return answer(res, 405, { error: "method" }, { Allow: "GET" })
          return await slotsCall(res, await database())
        case "booking":
          return await tokenCall(req, res, database, false)
        case "cancel":
          return await tokenCall(req, res, database, true)
        default:
          return answer(res, 404, { error: "not-found" })
      }
    } catch (error) {
      logFailure("visits", error)
      if (!res.headersSent) answer(res, 503, { error: "unavailable" }, { "Retry-After": "30" })
    }
  }
}
