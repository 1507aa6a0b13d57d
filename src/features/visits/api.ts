// The page's calls to /api/visits (src/server/visits/handler.ts). A failure to reach the server is an
// answer of its own ("offline"), so the page can say that booking online is not available right now.
import type { VisitValues } from "../../lib/visits/booking-form"
import type { SlotWithPlaces } from "../../lib/visits/slots"

/** Where the functions answer; the page and the server are on one origin. */
export const VISITS_API = "/api/visits"

/** A slot as /api/visits/slots answers it (declared once, beside the server's reckoning). */
export type SlotInfo = SlotWithPlaces

export interface BookedVisit {
  reference: string
  token: string
  people: number
  slot: SlotInfo
}

export interface BookingOnLink {
  reference: string
  people: number
  cancelled: boolean
  slot: Pick<SlotInfo, "id" | "day" | "time"> & Partial<SlotInfo>
}

export type FieldErrors = Record<string, { code: string; params?: Record<string, number> }>

export type BookAnswer =
  | { kind: "booked"; visit: BookedVisit }
  | { kind: "full"; next: SlotInfo[] }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "too-many"; seconds: number }
  | { kind: "failed" }

async function call(path: string, init?: RequestInit, headers: Record<string, string> = {}): Promise<Response | null> {
  try {
    return await fetch(`${VISITS_API}${path}`, {
      ...init,
      headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}), ...headers },
    })
  } catch {
    return null
  }
}

/** The open slots, or null when the server cannot be reached (a static host, a dropped connection). */
export async function fetchSlots(): Promise<SlotInfo[] | null> {
  const response = await call("/slots", { cache: "no-store" })
  if (!response?.ok || !(response.headers.get("content-type") ?? "").includes("json")) return null
  const body = (await response.json().catch(() => null)) as { slots?: SlotInfo[] } | null
  return Array.isArray(body?.slots) ? body.slots : null
}

/** `key`: the attempt's Idempotency-Key (attempt-key.ts). */
export async function bookVisit(slot: string, values: VisitValues, language: string, website: string, key: string): Promise<BookAnswer> {
  const response = await call("", { method: "POST", body: JSON.stringify({ ...values, slot, language, website }) }, { "Idempotency-Key": key })
  if (!response) return { kind: "failed" }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  // 200: the server had this attempt's booking already; its answer has a cancel token that works too.
  if (response.status === 201 || response.status === 200) return { kind: "booked", visit: body as unknown as BookedVisit }
  if (response.status === 409 && body.error === "key-reused") return { kind: "failed" }
  if (response.status === 409) return { kind: "full", next: (body.next as SlotInfo[] | undefined) ?? [] }
  if (response.status === 422) return { kind: "invalid", fields: (body.fields as FieldErrors | undefined) ?? {} }
  if (response.status === 429) return { kind: "too-many", seconds: Number(response.headers.get("retry-after") ?? 60) }
  return { kind: "failed" }
}

export async function bookingOnLink(token: string): Promise<BookingOnLink | "gone" | null> {
  const response = await call("/booking", { method: "POST", body: JSON.stringify({ token }) })
  if (!response) return null
  if (response.status === 404 || response.status === 422) return "gone"
  return response.ok ? ((await response.json()) as BookingOnLink) : null
}

export async function cancelOnLink(token: string): Promise<"cancelled" | "gone" | "failed"> {
  const response = await call("/cancel", { method: "POST", body: JSON.stringify({ token }) })
  if (!response) return "failed"
  if (response.ok) return "cancelled"
  return response.status === 410 || response.status === 422 ? "gone" : "failed"
}
