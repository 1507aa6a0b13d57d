// The status page's one call (src/lib/status/api.ts declares it). A failure to reach the server is an
// answer of its own, so the page can say the application cannot be looked up right now.
import { STATUS_API, type FamilyView, type StatusLookup } from "../../lib/status/api"

export type FieldErrors = Record<string, { code: string }>

export type LookupAnswer =
  | { kind: "found"; view: FamilyView }
  | { kind: "not-found" }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "too-many"; seconds: number }
  | { kind: "failed" }

export async function lookUpApplication(lookup: StatusLookup): Promise<LookupAnswer> {
  let response: Response
  try {
    response = await fetch(STATUS_API, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(lookup),
      cache: "no-store",
    })
  } catch {
    return { kind: "failed" }
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.status === 200 && body && typeof body.reference === "string") return { kind: "found", view: body as unknown as FamilyView }
  if (response.status === 404 && body?.error === "not-found") return { kind: "not-found" }
  if (response.status === 422) return { kind: "invalid", fields: (body?.fields as FieldErrors | undefined) ?? {} }
  if (response.status === 429) return { kind: "too-many", seconds: Number(response.headers.get("retry-after") ?? 60) }
  return { kind: "failed" }
}
