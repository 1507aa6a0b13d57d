// The office page's calls to /api/office/ (README "The office's calls"). Every answer is sorted into
// what the page does with it: the data, "signed-out" (401: show the sign-in form), "not-found",
// "throttled" (429, with the wait), "invalid" (422), "changed" (409: another change came first, with
// the application as it is now) or "unavailable" (anything else, or no answer).
// What each call answers is declared once, for the page and the server, in lib/office/api.ts.
import type { OfficeAnswers, OfficeApplication } from "../../lib/office/api"
import type { Status } from "../../lib/office/inbox"
import { OFFICE_API } from "../../lib/office/paths"

export { STATUSES, type InboxRow, type Status, type VisitListRow } from "../../lib/office/inbox"
export type { OfficeApplication, OfficeVisit, StatusEvent } from "../../lib/office/api"

export type Outcome<T> =
  | { kind: "ok"; data: T }
  | { kind: "signed-out" }
  | { kind: "wrong" }
  | { kind: "not-found" }
  | { kind: "throttled"; seconds: number }
  | { kind: "invalid" }
  | { kind: "changed"; current: OfficeApplication }
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
  if (response.status === 409) {
    const body = (await response.json().catch(() => null)) as { error?: unknown; application?: OfficeApplication } | null
    if (body?.error === "changed" && body.application) return { kind: "changed", current: body.application }
    // The office's cancel or move of a visit that cannot be done (already cancelled, a full time).
    return { kind: "invalid" }
  }
  if (response.status === 422) return { kind: "invalid" }
  if (response.status === 429) return { kind: "throttled", seconds: Number(response.headers.get("Retry-After")) || 60 }
  return { kind: "unavailable" }
}

// Every call that changes something is JSON, {} when it has nothing to say: the server refuses any
// other kind for them, so no form of another site can make one.
const json = (body: unknown, method = "POST"): RequestInit => ({ method, body: JSON.stringify(body) })
const part = (reference: string) => encodeURIComponent(reference)

export const officeApi = {
  me: () => call<OfficeAnswers["me"]>("me"),
  signIn: (name: string, password: string) => call<OfficeAnswers["signIn"]>("sign-in", json({ name, password })),
  signOut: () => call<OfficeAnswers["signOut"]>("sign-out", json({})),
  list: (query: string) => call<OfficeAnswers["list"]>(`applications${query ? `?${query}` : ""}`),
  application: (reference: string) => call<OfficeAnswers["application"]>(`applications/${part(reference)}`),
  setStatus: (reference: string, status: Status, note: string, version: number) =>
    call<OfficeAnswers["setStatus"]>(`applications/${part(reference)}/status`, json({ status, note, version })),
  remove: (reference: string) => call<OfficeAnswers["remove"]>(`applications/${part(reference)}`, json({}, "DELETE")),
  visits: (from: string, days: number) => call<OfficeAnswers["visits"]>(`visits?from=${from}&days=${days}`),
  visit: (reference: string) => call<OfficeAnswers["visit"]>(`visits/${part(reference)}`),
  visitSlots: (reference: string) => call<OfficeAnswers["visitSlots"]>(`visits/${part(reference)}/slots`),
  cancelVisit: (reference: string) => call<OfficeAnswers["cancelVisit"]>(`visits/${part(reference)}/cancel`, json({})),
  moveVisit: (reference: string, slot: string) => call<OfficeAnswers["moveVisit"]>(`visits/${part(reference)}/move`, json({ slot })),
  statusLink: (reference: string) => call<OfficeAnswers["statusLink"]>(`applications/${part(reference)}/status-link`, json({})),
} satisfies Record<keyof OfficeAnswers, unknown>

/** The CSV download of the applications the filters select (all of them, not only the first 200). */
export function exportHref(query: string): string {
  return `${OFFICE_API}export.csv${query ? `?${query}` : ""}`
}
