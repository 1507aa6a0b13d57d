// The office page's calls to /api/office/ (README "The office's calls"). Every answer is sorted into
// what the page does with it: the data, "signed-out" (401: show the sign-in form), "not-found",
// "throttled" (429, with the wait), "invalid" (422) or "unavailable" (anything else, or no answer).
import { OFFICE_API } from "../../lib/office/paths"
import type { InboxRow, Status, VisitListRow } from "../../lib/office/inbox"
import type { SlotWithPlaces } from "../../lib/visits/slots"

export { STATUSES, type InboxRow, type Status, type VisitListRow } from "../../lib/office/inbox"

export interface StatusEvent {
  status: string
  note: string
  changedBy: string
  changedAt: string
}

export interface OfficeApplication {
  reference: string
  receivedAt: string
  language: string
  status: string
  answers: Record<string, string>
  history: StatusEvent[]
}

export type Outcome<T> =
  | { kind: "ok"; data: T }
  | { kind: "signed-out" }
  | { kind: "wrong" }
  | { kind: "not-found" }
  | { kind: "throttled"; seconds: number }
  | { kind: "invalid" }
  | { kind: "unavailable" }

async function call<T>(path: string, init: RequestInit = {}): Promise<Outcome<T>> {
  let response: Response
  try {
    response = await fetch(`${OFFICE_API}${path}`, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
    })
  } catch {
    return { kind: "unavailable" }
  }
  if (response.ok) {
    try {
      return { kind: "ok", data: (await response.json()) as T }
    } catch {
      return { kind: "unavailable" }
    }
  }
  if (response.status === 401) {
    // Signing in answers 401 for a wrong name or password; any other call, for no live session.
    return path === "sign-in" ? { kind: "wrong" } : { kind: "signed-out" }
  }
  if (response.status === 404) return { kind: "not-found" }
  // 409: the office's cancel or move of a visit that cannot be done (already cancelled, a full time).
  if (response.status === 422 || response.status === 409) return { kind: "invalid" }
  if (response.status === 429) return { kind: "throttled", seconds: Number(response.headers.get("Retry-After")) || 60 }
  return { kind: "unavailable" }
}

// Every call that changes something is JSON, {} when it has nothing to say: the server refuses any
// other kind for them, so no form of another site can make one.
const json = (body: unknown, method = "POST"): RequestInit => ({ method, body: JSON.stringify(body) })
const part = (reference: string) => encodeURIComponent(reference)

export const officeApi = {
  me: () => call<{ name: string }>("me"),
  signIn: (name: string, password: string) => call<{ name: string }>("sign-in", json({ name, password })),
  signOut: () => call<{ signedOut: boolean }>("sign-out", json({})),
  list: (query: string) => call<{ applications: InboxRow[]; more: boolean }>(`applications${query ? `?${query}` : ""}`),
  application: (reference: string) => call<OfficeApplication>(`applications/${part(reference)}`),
  setStatus: (reference: string, status: Status, note: string) => call<OfficeApplication>(`applications/${part(reference)}/status`, json({ status, note })),
  remove: (reference: string) => call<{ deleted: string }>(`applications/${part(reference)}`, json({}, "DELETE")),
  visits: (from: string, days: number) => call<{ visits: VisitListRow[] }>(`visits?from=${from}&days=${days}`),
  visit: (reference: string) => call<OfficeVisit>(`visits/${part(reference)}`),
  /** The open times a booking can move to: room for its party, its own time left out. */
  visitSlots: (reference: string) => call<{ people: number; slots: SlotWithPlaces[] }>(`visits/${part(reference)}/slots`),
  cancelVisit: (reference: string) => call<OfficeVisit>(`visits/${part(reference)}/cancel`, json({})),
  moveVisit: (reference: string, slot: string) => call<OfficeVisit>(`visits/${part(reference)}/move`, json({ slot })),
}


export interface OfficeVisit {
  booking: { reference: string; slot_id: string; cancelled_at: string | null }
  history: { action: string; detail: string; changed_by: string; changed_at: string }[]
}

/** The CSV download of the applications the filters select (all of them, not only the first 200). */
export function exportHref(query: string): string {
  return `${OFFICE_API}export.csv${query ? `?${query}` : ""}`
}
